// The Storage emulator's rules runtime as the stack chooses and starts it: the
// real jar when firebase-tools' cache has it, else the deny-all stand-in, driven
// here through firebase-tools' own runtime client (the code the emulator runs).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paced } from '../../src/testing/pace';
import { buildStandIn, chooseStorageRules, isDenyAllRules, realRulesRuntimePath, storageRulesEnv } from './storage-rules';

const require = createRequire(import.meta.url);
const RULES = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');
const ALLOW_STAFF = RULES.replace('allow read, write: if false;', "allow read, write: if request.auth.token.role == 'staff';");

interface RulesIssues {
  errors: string[];
  exist(): boolean;
}
interface Ruleset {
  verify(opts: { method: string; path: string; file: object; projectId: string; token?: string }): Promise<{ permitted?: boolean; issues: RulesIssues }>;
}
interface Runtime {
  start(autoDownload?: boolean): Promise<void>;
  stop(): Promise<void>;
  loadRuleset(source: { files: { name: string; content: string }[] }): Promise<{ ruleset?: Ruleset; issues: RulesIssues }>;
}

describe('choosing the rules runtime', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'storage-rules-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("takes the real runtime when firebase-tools' cache holds it, and the stand-in otherwise", () => {
    const cache = join(dir, 'cache');
    mkdirSync(cache, { recursive: true });
    const env = { ...process.env, FIREBASE_EMULATORS_PATH: cache };
    const standIn = chooseStorageRules(env);
    expect(standIn.kind).toBe('stand-in');
    expect(standIn.reason).toContain(realRulesRuntimePath(env));

    writeFileSync(realRulesRuntimePath(env), '');
    const real = chooseStorageRules(env);
    expect(real).toMatchObject({ kind: 'real', jar: join(cache, 'cloud-storage-rules-runtime-v1.1.3.jar') });
    // The real runtime is firebase-tools' own download: nothing overrides where it looks.
    expect(storageRulesEnv(real, ALLOW_STAFF, dir, env)).not.toHaveProperty('STORAGE_EMULATOR_BINARY_PATH');
  });

  it('refuses to start the stand-in with rules that allow anything, before anything starts', () => {
    const env = { ...process.env, FIREBASE_EMULATORS_PATH: join(dir, 'empty') };
    const choice = chooseStorageRules(env);
    expect(() => storageRulesEnv(choice, ALLOW_STAFF, dir, env)).toThrow(/evaluates no rules: it runs only the deny-all rules/);
    expect(storageRulesEnv(choice, RULES, dir, env).STORAGE_EMULATOR_BINARY_PATH).toMatch(/storage-rules-stand-in-[0-9a-f]{12}\.jar$/);
    // The second call compiles the stand-in (javac and jar): seconds, or a minute on a loaded machine.
  }, paced(120_000));

  it('compares rules as the stand-in does: comments, layout and quotes aside', () => {
    expect(isDenyAllRules(RULES)).toBe(true);
    const relaid = `rules_version = "2";\n/* other words */ service firebase.storage { match /b/{bucket}/o { match /{allPaths=**} {\n allow read,  write: if false; // none\n } } }`;
    expect(isDenyAllRules(relaid)).toBe(true);
    expect(isDenyAllRules(ALLOW_STAFF)).toBe(false);
    expect(isDenyAllRules(RULES.replace('allow read, write', 'allow read, write, delete'))).toBe(false);
  });
});

describe("the stand-in, through firebase-tools' rules runtime client", () => {
  let dir: string;
  let runtime: Runtime;
  const saved = { path: process.env.PATH, binary: process.env.STORAGE_EMULATOR_BINARY_PATH };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storage-stand-in-'));
    const choice = chooseStorageRules({ ...process.env, FIREBASE_EMULATORS_PATH: dir });
    // firebase-tools runs `java -jar` on the jar STORAGE_EMULATOR_BINARY_PATH names, with `java` from PATH.
    process.env.STORAGE_EMULATOR_BINARY_PATH = buildStandIn(choice.java, dir);
    process.env.PATH = `${join(choice.java.home, 'bin')}${delimiter}${saved.path}`;
    const { StorageRulesRuntime } = require('firebase-tools/lib/emulator/storage/rules/runtime') as { StorageRulesRuntime: new () => Runtime };
    runtime = new StorageRulesRuntime();
    // Resolves on the runtime's ready line.
    await runtime.start(false);
  }, paced(60_000));

  afterAll(async () => {
    await runtime?.stop();
    process.env.PATH = saved.path;
    if (saved.binary === undefined) delete process.env.STORAGE_EMULATOR_BINARY_PATH;
    else process.env.STORAGE_EMULATOR_BINARY_PATH = saved.binary;
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads storage.rules and refuses every request it is asked about, signed in as staff or not', async () => {
    const { ruleset, issues } = await runtime.loadRuleset({ files: [{ name: 'storage.rules', content: RULES }] });
    expect(issues.exist()).toBe(false);
    expect(ruleset).toBeDefined();
    // A signed-in staff member's token, as the emulator hands it on (only decoded, never checked).
    const staffToken = ['e30', Buffer.from(JSON.stringify({ user_id: 'staff-uid', role: 'staff' })).toString('base64url'), ''].join('.');
    for (const method of ['get', 'list', 'create', 'update', 'delete']) {
      for (const token of [undefined, staffToken]) {
        const answer = await ruleset!.verify({ method, path: '/b/demo.appspot.com/o/jobs/b1/p1', file: {}, projectId: 'demo-x', token });
        expect(answer.permitted, `${method} ${token ? 'as staff' : 'anonymous'}`).toBe(false);
      }
    }
  });

  it('loads no ruleset that allows anything, and says why', async () => {
    const { ruleset, issues } = await runtime.loadRuleset({ files: [{ name: 'storage.rules', content: ALLOW_STAFF }] });
    expect(ruleset).toBeUndefined();
    expect(issues.errors.join(' ')).toMatch(/stand-in rules runtime evaluates no rules: it loads only the deny-all storage.rules/);
  });
});
