// The local stack's base ports, and the choice of a free STACK_PORT_OFFSET for
// `npm test` while another stack (`npm start`) holds the default ports.
// Kept apart from ports.ts, which reads STACK_PORT_OFFSET when it loads: the
// offset is chosen here first, then ports.ts and every child read it.
import { portOpen } from './wait';

export const BASE_PORTS = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  hub: 4400,
  logging: 4500,
  smtp: 1025,
  inbox: 1080,
  vite: 5173,
  eventarc: 9299,
  tasks: 9499,
} as const;

export type PortName = keyof typeof BASE_PORTS;

/**
 * Offsets tried in turn. Two stacks' offsets must differ by a multiple of 1000
 * below 7000 (7000 maps the inbox onto Firestore), or by more than 8100: these
 * all do, pairwise and from 0 (checked by the test).
 */
export const AUTO_OFFSETS = [1000, 2000, 3000, 4000, 5000, 6000, 20_000, 30_000, 40_000, 50_000] as const;

export function portsAt(offset: number): Record<PortName, number> {
  return Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + offset])) as Record<PortName, number>;
}

/** The ports of a stack at `offset` that something already listens on. */
export async function busyPorts(offset: number): Promise<string[]> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(portsAt(offset))) {
    if (await portOpen(port)) busy.push(`${name} (${port})`);
  }
  return busy;
}

/** The first offset of `candidates` whose ports are all free. */
export async function firstFreeOffset(candidates: readonly number[]): Promise<number | undefined> {
  for (const offset of candidates) {
    if ((await busyPorts(offset)).length === 0) return offset;
  }
  return undefined;
}

/**
 * When STACK_PORT_OFFSET is not set and the default ports are taken (by
 * `npm start`, say), picks a free offset, puts it in process.env for this
 * process and its children, and says so in one line. An offset that was set
 * explicitly is kept (the stack then reports busy ports itself).
 */
export async function chooseStackOffset(log: (line: string) => void = console.log): Promise<void> {
  if (process.env.STACK_PORT_OFFSET !== undefined && process.env.STACK_PORT_OFFSET !== '') return;
  const busy = await busyPorts(0);
  if (busy.length === 0) return;
  const offset = await firstFreeOffset(AUTO_OFFSETS);
  if (offset === undefined) {
    throw new Error(`Ports in use: ${busy.join(', ')}, and no free offset among ${AUTO_OFFSETS.join(', ')}: set STACK_PORT_OFFSET.`);
  }
  process.env.STACK_PORT_OFFSET = String(offset);
  log(`[test] the default ports are in use (${busy[0]}${busy.length > 1 ? ` and ${busy.length - 1} more` : ''}: is \`npm start\` running?): this run uses STACK_PORT_OFFSET=${offset} (site on ${BASE_PORTS.hosting + offset})`);
}
