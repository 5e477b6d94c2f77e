// Secrets, as production hands them out: a deployed function's environment
// holds only the secrets its endpoint declares (`secrets: [...]`, read back
// from the built bundle's `__endpoint.secretEnvironmentVariables`), while the
// Functions emulator hands every function every value of its `.secret.local`.
// So the local stack cannot show a missing declaration; these tests do:
//  - for every exported function, which secrets its code can read is derived
//    from its own bundle (esbuild keeps only the code its handler reaches, and
//    every secret is read as `process.env.<NAME>` in one place: the SMTP
//    transport and the manage-link token), and each must be declared;
//  - the manage-link readers that send no mail run in this process, as the
//    built bundle exports them, with only their declared secrets in the
//    environment, against the stack's Firestore.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { build } from 'esbuild';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { functionsBuildOptions } from '../../scripts/build-functions';
import { ROOT_DIR } from '../../scripts/stack/ports';
import { daysAhead } from './support/booking-input';
import { manageTokenOf } from './support/manage-token-of';
import { adminDb, createTestBooking } from './support/staff-fixtures';

/** Every secret a function may read: the name its value arrives under in process.env. */
const SECRETS = ['SMTP_URL', 'MANAGE_LINK_SECRET', 'PHOTO_LINK_SECRET'] as const;

interface Endpoint {
  secretEnvironmentVariables?: { key: string }[];
}
type Exported = ((...args: unknown[]) => unknown) & { __endpoint?: Endpoint; run: (request: unknown) => Promise<unknown> };

const FUNCTIONS_SRC = `${ROOT_DIR}functions/src/`;

/** functions/lib/index.js as Cloud Functions loads it (built by the integration tier before the stack starts). */
function builtFunctions(): Record<string, Exported> {
  return createRequire(import.meta.url)(`${ROOT_DIR}functions/lib/index.js`) as Record<string, Exported>;
}

function declared(fn: Exported): string[] {
  return (fn.__endpoint?.secretEnvironmentVariables ?? []).map((s) => s.key).sort();
}

/** Where each export of functions/src/index.ts is defined (its `import { x } from './…'` and `export { … } from './…'` lines). */
function exportSources(): Map<string, string> {
  const index = readFileSync(`${FUNCTIONS_SRC}index.ts`, 'utf8');
  const sources = new Map<string, string>();
  for (const [, names, from] of index.matchAll(/^(?:import|export) \{([^}]+)\} from '(\.\/[^']+)';$/gm)) {
    for (const name of names.split(',').map((n) => n.trim()).filter(Boolean)) sources.set(name, from);
  }
  return sources;
}

/**
 * The secrets the code of each export can read: its own bundle, tree-shaken
 * from its defining module. One esbuild run with an entry per export (the
 * source is parsed once, every entry's output holds only what it reaches).
 */
async function secretsRead(exports: ReadonlyMap<string, string>): Promise<Map<string, string[]>> {
  const outdir = `${ROOT_DIR}functions/secrets-probe`;
  const result = await build({
    ...functionsBuildOptions(),
    entryPoints: Object.fromEntries([...exports.keys()].map((name) => [name, `export-of:${name}`])),
    outdir,
    write: false,
    minify: false,
    plugins: [
      {
        name: 'export-of',
        setup(b) {
          b.onResolve({ filter: /^export-of:/ }, (args) => ({ path: args.path.slice('export-of:'.length), namespace: 'export-of' }));
          b.onLoad({ filter: /.*/, namespace: 'export-of' }, (args) => ({
            contents: `export { ${args.path} } from '${exports.get(args.path)}';`,
            resolveDir: FUNCTIONS_SRC,
            loader: 'ts',
          }));
        },
      },
    ],
  });
  const reads = new Map<string, string[]>();
  for (const file of result.outputFiles) {
    const name = file.path.slice(outdir.length + 1).replace(/\.js$/, '');
    reads.set(name, SECRETS.filter((s) => new RegExp(`process\\.env\\.${s}\\b|process\\.env\\[["']${s}["']\\]`).test(file.text)).sort());
  }
  return reads;
}

describe('secrets each deployed function declares', () => {
  it('cover every secret its code reads, for every exported function', async () => {
    const built = builtFunctions();
    const sources = exportSources();
    const deployed = Object.keys(built).filter((name) => built[name]?.__endpoint);
    expect(deployed.length).toBeGreaterThan(20);
    const missing: string[] = [];
    const readers = new Set<string>();
    for (const name of deployed) expect(sources.get(name), `${name}: no import or export line in functions/src/index.ts`).toBeDefined();
    const readsOf = await secretsRead(new Map(deployed.map((name) => [name, sources.get(name)!])));
    for (const name of deployed) {
      const reads = readsOf.get(name);
      expect(reads, `${name}: its bundle was not built`).toBeDefined();
      for (const s of reads!) readers.add(s);
      const has = declared(built[name]!);
      for (const s of reads!) if (!has.includes(s)) missing.push(`${name} reads ${s} but declares [${has.join(', ')}]`);
    }
    // The derivation itself still sees each secret's one read (a read moved to another form would hide it).
    expect([...readers].sort()).toEqual([...SECRETS].sort());
    expect(missing).toEqual([]);
    // One esbuild run over every function's code: about 6 s on a quiet machine, and past two
    // minutes once beside the other tiers on a slow one. A budget, not an assertion.
  }, 360_000);
});

describe('manage-link readers, run with only their declared secrets', () => {
  const saved = Object.fromEntries(SECRETS.map((s) => [s, process.env[s]]));
  const raw = { headers: {}, ip: '127.0.0.1' };
  let built: Record<string, Exported>;
  let id: string;
  let token: string;

  beforeAll(async () => {
    built = builtFunctions();
    // An upcoming booking without an address, on a date of its own (no capacity rule is involved).
    id = await createTestBooking('confirmed', 'Secret Test', { date: '2032-06-15' });
    await adminDb().collection('bookings').doc(id).update({ service_street: null, service_city: null, service_postal_code: null });
    token = await manageTokenOf(id);
  });
  afterEach(() => {
    for (const s of SECRETS) {
      if (saved[s] === undefined) delete process.env[s];
      else process.env[s] = saved[s];
    }
  });

  /** As a deployed instance of `name` runs: its declared secrets in the environment, no other. */
  function runAsDeployed(name: string, data: unknown): Promise<unknown> {
    const fn = built[name]!;
    const has = declared(fn);
    for (const s of SECRETS) if (!has.includes(s)) delete process.env[s];
    return fn.run({ data, rawRequest: raw, acceptsStreaming: false });
  }

  it('getMyBooking reads the booking from its link', async () => {
    expect(await runAsDeployed('getMyBooking', { id, token })).toMatchObject({ booking: { id, status: 'confirmed' } });
  });

  it("getAvailability counts the booking's own times as free for the holder of its link", async () => {
    const answer = await runAsDeployed('getAvailability', { service_name: 'Interior Detailing', from: daysAhead(119), days: 1, exclude_booking: { id, token } });
    expect(answer).toMatchObject({ service_name: 'Interior Detailing', dates: [{ date: daysAhead(119) }] });
  });

  it('setMyBookingAddress adds the address from the link', async () => {
    const answer = await runAsDeployed('setMyBookingAddress', { id, token, mutation_id: randomUUID(), service_street: '77 Secret Lane', service_city: 'burnaby', service_postal_code: null });
    expect(answer).toMatchObject({ booking: { id, service_street: '77 Secret Lane', service_city: 'burnaby' } });
  });
});
