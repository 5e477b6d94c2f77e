// The lint configuration guards the layers and cycles: ESLint (its Node API)
// with eslint.config.js's own configuration, on a small checkout laid out as
// this one is (src/ and functions/src/), finds an import that runs back up a
// layer, whether written relative or with the `@/` alias, and a cycle, and
// lets an import down the layers through.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFor } from '../eslint.config.js';

const FILES: Record<string, string> = {
  // src: domain below lib below features.
  'src/domain/money.ts': 'export const cents = (n: number) => Math.round(n * 100);\n',
  'src/lib/prices.ts': "import { cents } from '../domain/money';\nexport const price = (n: number) => cents(n);\n",
  'src/domain/runs-up.ts': "import { price } from '../lib/prices';\nexport const total = price(1);\n",
  'src/domain/runs-up-aliased.ts': "import { price } from '@/lib/prices';\nexport const sum = price(2);\n",
  'src/features/staff/list.ts': "import { page } from '../booking/page';\nexport const list = page;\n",
  'src/features/booking/page.ts': "import { price } from '@/lib/prices';\nexport const page = price(3);\n",
  // A cycle of two modules, and the same shape with the way back erased or deferred.
  'src/lib/ping.ts': "import { pong } from './pong';\nexport const ping = () => pong;\n",
  'src/lib/pong.ts': "import { ping } from './ping';\nexport const pong = () => ping;\n",
  'src/lib/typed.ts': "import { back } from './typed-back';\nexport type Typed = { n: number };\nexport const typed = back;\n",
  'src/lib/typed-back.ts': "import type { Typed } from './typed';\nexport const back: Typed = { n: 1 };\n",
  'src/lib/lazy.ts': "import { later } from './lazy-back';\nexport const lazy = later;\n",
  'src/lib/lazy-back.ts': "export const later = () => import('./lazy');\n",
  // functions/src: index.ts imports the deployed modules; lib is the ground.
  'functions/src/index.ts': "import { hello } from './greet/say-hello';\nexport { hello };\n",
  'functions/src/greet/say-hello.ts': "import { words } from './words';\nimport { db } from '../lib/admin';\nexport const hello = () => [words, db];\n",
  'functions/src/greet/words.ts': "import { cents } from '@/domain/money';\nexport const words = `hi ${cents(1)}`;\n",
  'functions/src/greet/again.ts': "import { hello } from './say-hello';\nexport const again = hello;\n",
  'functions/src/lib/admin.ts': 'export const db = 1;\n',
  'functions/src/lib/runs-up.ts': "import { words } from '../greet/words';\nexport const up = words;\n",
  'functions/src/mail/send.ts': "import { words } from '../greet/words';\nexport const send = words;\n",
  'functions/src/greet/web.ts': "import { price } from '../../../src/lib/prices';\nexport const web = price;\n",
};

let root = '';
const messages = new Map<string, { rule: string | null; message: string }[]>();

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'lint-layers-'));
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: configFor(root) });
  for (const result of await eslint.lintFiles(['src', 'functions'])) {
    messages.set(result.filePath.slice(root.length + 1), result.messages.map((m) => ({ rule: m.ruleId, message: m.message })));
  }
}, 120_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const rulesOf = (file: string) => (messages.get(file) ?? []).map((m) => m.rule);

describe('layers in src', () => {
  it('refuses a relative import that runs back up a layer, and an aliased one', () => {
    expect(rulesOf('src/domain/runs-up.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(messages.get('src/domain/runs-up.ts')?.[0].message).toContain('Layers of src, lowest first');
    expect(rulesOf('src/domain/runs-up-aliased.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses a feature importing another feature', () => {
    expect(messages.get('src/features/staff/list.ts')?.map((m) => m.message)).toEqual([expect.stringContaining('Features never import each other')]);
  });

  it('lets imports down the layers through', () => {
    expect(messages.get('src/lib/prices.ts')).toEqual([]);
    expect(messages.get('src/features/booking/page.ts')).toEqual([]);
  });
});

describe('cycles', () => {
  it('refuses two modules that import each other', () => {
    expect(rulesOf('src/lib/ping.ts')).toEqual(['import-x/no-cycle']);
    expect(rulesOf('src/lib/pong.ts')).toEqual(['import-x/no-cycle']);
  });

  it('lets a way back that is only types, or an import() that loads later, through', () => {
    expect(messages.get('src/lib/typed.ts')).toEqual([]);
    expect(messages.get('src/lib/lazy.ts')).toEqual([]);
  });
});

describe('layers in functions/src', () => {
  it('refuses lib importing a capability folder, and mail importing one', () => {
    expect(messages.get('functions/src/lib/runs-up.ts')?.map((m) => m.message)).toEqual([expect.stringContaining('lib is the ground')]);
    expect(rulesOf('functions/src/mail/send.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses importing a deployed function anywhere but index.ts', () => {
    expect(messages.get('functions/src/greet/again.ts')?.map((m) => m.message)).toEqual([expect.stringContaining('imported by functions/src/index.ts only')]);
    expect(messages.get('functions/src/index.ts')).toEqual([]);
  });

  it('refuses web app code, and lets the shared domain and the own lib through', () => {
    expect(messages.get('functions/src/greet/web.ts')?.map((m) => m.message)).toEqual([expect.stringContaining('src/domain and src/config only')]);
    expect(messages.get('functions/src/greet/say-hello.ts')).toEqual([]);
    expect(messages.get('functions/src/greet/words.ts')).toEqual([]);
  });
});
