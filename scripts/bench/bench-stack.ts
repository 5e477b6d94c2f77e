// The local stack a bench runs against: the one already running at this
// STACK_PORT_OFFSET (`npm start`, or another bench) when its ports answer, else
// one of its own, started with freshly built functions. The caller stops the
// stack it was handed; undefined means it uses one it did not start.
import { buildFunctions } from '../build-functions';
import { startStack, type RunningStack } from '../stack/stack';
import { PORTS, emulatorEnv } from '../stack/ports';
import { assertPortsFree } from '../stack/wait';

export interface BenchStackOptions {
  /** Prefix of the line that says a running stack is used. */
  label: string;
  /** The emulators the bench talks to: any of them answering means a stack runs. */
  uses: readonly (keyof typeof PORTS)[];
  /** Seed the accounts and bookings of `npm start` (the staff benches sign in with them). */
  seed?: boolean;
  /** Where the stack's own lines go (nowhere by default). */
  log?: (line: string) => void;
}

export async function ensureBenchStack({ label, uses, seed = true, log = () => undefined }: BenchStackOptions): Promise<RunningStack | undefined> {
  try {
    await assertPortsFree(Object.fromEntries(uses.map((name) => [name, PORTS[name]])));
  } catch {
    console.log(`[${label}] using the stack already running at this STACK_PORT_OFFSET (its functions as they were built)`);
    // What startStack sets for a stack of its own: the emulators' hosts for the SDKs in this process.
    Object.assign(process.env, emulatorEnv());
    return undefined;
  }
  await buildFunctions();
  return startStack({ hosting: false, seed, log });
}
