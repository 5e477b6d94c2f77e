import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './no-import-cycle.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

/** Writes the files into a fresh folder; answers each one's full path. */
function files(contents: Record<string, string>): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'cycle-'));
  const paths: Record<string, string> = {};
  for (const [name, text] of Object.entries(contents)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
    paths[name] = join(dir, name);
  }
  return paths;
}

const three = files({
  'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
  'b.ts': "import { c } from './sub/c';\nexport const b = () => c;\n",
  'sub/c.ts': "export { a } from '../a';\nexport const c = 1;\n",
});
const typesOnly = files({
  'a.ts': "import { b } from './b';\nexport type A = { n: number };\nexport const a = b;\n",
  'b.ts': "import type { A } from './a';\nexport const b: A = { n: 1 };\n",
});
const lazy = files({
  'a.ts': "import { b } from './b';\nexport const a = b;\n",
  'b.ts': "export const b = () => import('./a');\n",
});

tester.run('no-import-cycle', rule, {
  valid: [
    { filename: typesOnly['a.ts'], code: "import { b } from './b';\nexport type A = { n: number };\nexport const a = b;\n" },
    { filename: lazy['a.ts'], code: "import { b } from './b';\nexport const a = b;\n" },
    { filename: three['a.ts'], code: "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n" },
  ],
  invalid: [
    {
      filename: three['a.ts'],
      code: "import { b } from './b';\nexport const a = () => b;\n",
      errors: [{ messageId: 'cycle' }],
    },
    {
      filename: three['sub/c.ts'],
      code: "export { a } from '../a';\nexport const c = 1;\n",
      errors: [{ messageId: 'cycle' }],
    },
  ],
});
