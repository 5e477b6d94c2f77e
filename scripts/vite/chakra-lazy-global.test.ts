import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chakraLazyGlobal } from './chakra-lazy-global';

const require = createRequire(import.meta.url);
const SYSTEM_JS = join(dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/styled-system/system.js');

function transform(code: string, id: string): { code: string } | null {
  const plugin = chakraLazyGlobal();
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call({}, code, id);
}

describe('chakraLazyGlobal', () => {
  it("rewrites the installed Chakra's createSystem so the global CSS is built on first read, not at once", () => {
    const out = transform(readFileSync(SYSTEM_JS, 'utf8'), SYSTEM_JS)!;
    expect(out.code).not.toContain('const _global = [');
    expect(out.code).toContain('get _global() {\n      return (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);');
  });

  it('leaves other modules alone', () => {
    expect(transform('export const x = 1;', '/app/src/main.ts')).toBeNull();
  });

  it('fails the build when the Chakra source no longer matches (an upgrade must be looked at)', () => {
    expect(() => transform('function createSystem() {}', SYSTEM_JS)).toThrow(/no longer has the code/);
  });
});
