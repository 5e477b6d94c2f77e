// The rules runtime of the local stack's Storage emulator. firebase-tools starts
// one whatever the rules (a Java jar it downloads into its cache, which this
// machine cannot reach, and which no package registry carries): the stack uses
// that jar when it is in the cache, and otherwise a stand-in compiled here from
// storage-rules-stand-in/DenyAllRulesRuntime.java with the JDK's javac and jar.
// The stand-in evaluates no rules: it refuses every request, and loads no
// ruleset but the deny-all one storage.rules is, so it can never pass for rules
// it does not run. The stack checks storage.rules before it starts one, and
// says which runtime it uses.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findJava, type JavaRuntime } from './java';

const require = createRequire(import.meta.url);

/** The stand-in's source: one class, no dependencies. */
export const STAND_IN_SOURCE = fileURLToPath(new URL('./storage-rules-stand-in/DenyAllRulesRuntime.java', import.meta.url));
const STAND_IN_CLASS = 'DenyAllRulesRuntime';
/** The oldest Java the stand-in is compiled for (and the real runtime runs on). */
export const STORAGE_RULES_MIN_JAVA = 11;

/** storage.rules' one ruleset as the stand-in accepts it: DENY_ALL in the Java source, normalised the same way. */
export const DENY_ALL_RULES = "rules_version='2';servicefirebase.storage{match/b/{bucket}/o{match/{allPaths=**}{allowread,write:iffalse;}}}";

/** Rules source without comments and whitespace, with one kind of quote (as the stand-in compares it). */
export function normaliseRules(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/\s+/g, '')
    .replace(/"/g, "'");
}

export function isDenyAllRules(source: string): boolean {
  return normaliseRules(source) === DENY_ALL_RULES;
}

/** Where firebase-tools looks for the real rules runtime (its download cache). */
export function realRulesRuntimePath(env: NodeJS.ProcessEnv = process.env): string {
  const info = require('firebase-tools/lib/emulator/downloadableEmulatorInfo.json') as { storage: { downloadPathRelativeToCacheDir: string } };
  const cache = env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
  return join(cache, info.storage.downloadPathRelativeToCacheDir);
}

export type StorageRulesChoice =
  | { kind: 'real'; jar: string; java: JavaRuntime; reason: string }
  | { kind: 'stand-in'; java: JavaRuntime; reason: string };

/**
 * The real runtime when firebase-tools' cache has it, else the stand-in; either
 * needs a Java `STORAGE_RULES_MIN_JAVA`+ (`java` is the one the stack already
 * puts on PATH for Firestore, when it has one), the stand-in also its javac.
 */
export function chooseStorageRules(env: NodeJS.ProcessEnv = process.env, java?: JavaRuntime): StorageRulesChoice {
  const jar = realRulesRuntimePath(env);
  const runtime = java ?? findJava(STORAGE_RULES_MIN_JAVA, env).java;
  if (!runtime) throw new Error(`The Storage emulator's rules runtime needs Java ${STORAGE_RULES_MIN_JAVA}+, and none was found (JAVA_HOME, PATH, /usr/lib/jvm).`);
  if (existsSync(jar)) return { kind: 'real', jar, java: runtime, reason: `the real rules runtime from firebase-tools' cache (${jar})` };
  const jdk = hasCompiler(runtime) ? runtime : findJdk(env);
  if (!jdk) throw new Error(`No ${jar}, and no JDK ${STORAGE_RULES_MIN_JAVA}+ with javac and jar to build the stand-in rules runtime.`);
  return { kind: 'stand-in', java: jdk, reason: `no ${jar} (firebase-tools downloads it, which this machine cannot): a deny-all stand-in that refuses every client request` };
}

function hasCompiler(java: JavaRuntime): boolean {
  return existsSync(join(java.home, 'bin', 'javac')) && existsSync(join(java.home, 'bin', 'jar'));
}

function findJdk(env: NodeJS.ProcessEnv): JavaRuntime | undefined {
  const found = findJava(STORAGE_RULES_MIN_JAVA, env).java;
  return found && hasCompiler(found) ? found : undefined;
}

/**
 * The stand-in's jar, compiled into `dir` (`.stack/`) under a name that
 * changes with its source, written atomically so stacks side by side share it.
 */
export function buildStandIn(java: JavaRuntime, dir: string): string {
  const source = readFileSync(STAND_IN_SOURCE);
  const stamp = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const jar = join(dir, `storage-rules-stand-in-${stamp}.jar`);
  if (existsSync(jar)) return jar;
  const work = join(dir, `storage-rules-stand-in-${stamp}.${process.pid}.tmp`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(work, 'classes'), { recursive: true });
  const run = (tool: string, args: string[]) => {
    const result = spawnSync(join(java.home, 'bin', tool), args, { encoding: 'utf8' });
    if (result.error || result.status !== 0) {
      rmSync(work, { recursive: true, force: true });
      throw new Error(`Could not build the stand-in Storage rules runtime (${tool}): ${result.error?.message ?? `${result.stderr}${result.stdout}`}`);
    }
  };
  run('javac', ['--release', String(STORAGE_RULES_MIN_JAVA), '-d', join(work, 'classes'), STAND_IN_SOURCE]);
  run('jar', ['--create', '--file', join(work, 'runtime.jar'), '--main-class', STAND_IN_CLASS, '-C', join(work, 'classes'), '.']);
  renameSync(join(work, 'runtime.jar'), jar);
  rmSync(work, { recursive: true, force: true });
  return jar;
}

/**
 * What the Emulator Suite's process needs for the rules runtime: `java` first
 * on PATH (firebase-tools runs `java -jar <runtime> serve`), and the stand-in
 * named by STORAGE_EMULATOR_BINARY_PATH. Refuses, before anything starts, to
 * run the stand-in with rules it would not load.
 */
export function storageRulesEnv(choice: StorageRulesChoice, rulesSource: string, dir: string, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const path = { PATH: `${join(choice.java.home, 'bin')}${delimiter}${env.PATH ?? ''}` };
  if (choice.kind === 'real') return path;
  if (!isDenyAllRules(rulesSource)) {
    throw new Error(
      'storage.rules allows something, and the stand-in Storage rules runtime evaluates no rules: it runs only the deny-all rules. ' +
        `Put the real runtime at ${realRulesRuntimePath(env)} (firebase setup:emulators:storage, where the network allows), or keep storage.rules deny-all.`,
    );
  }
  return { ...path, STORAGE_EMULATOR_BINARY_PATH: buildStandIn(choice.java, dir) };
}
