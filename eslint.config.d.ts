// The types of eslint.config.js, for the test that lints a small copy of the layout with it.
import type { Linter } from 'eslint';

/** The whole configuration, for a checkout at `root`. */
export function configFor(root: string): Linter.Config[];
declare const config: Linter.Config[];
export default config;
