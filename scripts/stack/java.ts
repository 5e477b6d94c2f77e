// Finds a Java runtime on this machine: JAVA_HOME, then each `java` on PATH,
// then the usual JVM folders. The Firestore emulator needs Java 21 or newer
// (firestore.ts), the HTML checker of the tests (vnu-jar) Java 11 or newer.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

export interface JavaRuntime {
  /** The JDK's (or JRE's) home: `<home>/bin/java`. */
  home: string;
  major: number;
  /** Where it was found: JAVA_HOME, PATH or the JVM directory. */
  source: string;
}

/** The major version `<home>/bin/java -version` reports, or undefined if it does not run. */
export function javaMajorVersion(javaBin = 'java'): number | undefined {
  const result = spawnSync(javaBin, ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** JVM homes in the usual install folders (Debian's and Adoptium's packages, macOS). */
function jvmDirectoryHomes(): string[] {
  const homes: string[] = [];
  for (const dir of ['/usr/lib/jvm', '/usr/java', '/opt/java']) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) homes.push(join(dir, name));
  }
  const mac = '/Library/Java/JavaVirtualMachines';
  if (existsSync(mac)) for (const name of readdirSync(mac)) homes.push(join(mac, name, 'Contents', 'Home'));
  return homes;
}

/**
 * Java runtimes in the order a developer would expect them to win: JAVA_HOME,
 * then each `java` on PATH, then the JVM directories. Each is a candidate only
 * once (Debian links /usr/bin/java into /usr/lib/jvm).
 */
export function javaCandidates(env: NodeJS.ProcessEnv = process.env): { home: string; source: string }[] {
  const found: { home: string; source: string }[] = [];
  const seen = new Set<string>();
  const add = (home: string, source: string) => {
    const bin = join(home, 'bin', 'java');
    if (!existsSync(bin)) return;
    const key = realpathSync(bin);
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ home, source });
  };
  if (env.JAVA_HOME) add(env.JAVA_HOME, 'JAVA_HOME');
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const bin = join(dir, 'java');
    if (existsSync(bin)) add(dirname(dirname(realpathSync(bin))), 'PATH');
  }
  for (const home of jvmDirectoryHomes()) add(home, dirname(home));
  return found;
}

/** The first Java runtime of javaCandidates() at least `minMajor`, plus what was passed over. */
export function findJava(minMajor: number, env: NodeJS.ProcessEnv = process.env): { java?: JavaRuntime; tooOld: string[] } {
  const tooOld: string[] = [];
  for (const { home, source } of javaCandidates(env)) {
    const major = javaMajorVersion(join(home, 'bin', 'java'));
    if (major === undefined) continue;
    if (major >= minMajor) return { java: { home, major, source }, tooOld };
    tooOld.push(`Java ${major} (${source})`);
  }
  return { tooOld };
}
