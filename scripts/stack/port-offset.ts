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
  storage: 9199,
  // The real Firestore emulator's websocket (the Emulator UI's request log): pinned, or it takes 9150 or the next free one.
  firestoreWebsocket: 9150,
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
 * Ports that browsers and Node's fetch refuse to connect to ("bad ports"): a
 * stack with its site, functions or inbox on one of them fails every request.
 */
export const REFUSED_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113,
  115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556,
  563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667,
  6668, 6669, 6679, 6697, 10080,
]);

/** The ports of a stack at `offset` that browsers and Node's fetch refuse, as `name (port)`. */
export function refusedPortsAt(offset: number): string[] {
  return Object.entries(portsAt(offset))
    .filter(([, port]) => REFUSED_PORTS.has(port))
    .map(([name, port]) => `${name} (${port})`);
}

/**
 * Offsets tried in turn. Two stacks' offsets must differ by a multiple of 1000
 * below 7000 (7000 maps the inbox onto Firestore), or by more than 8400: these
 * all do, pairwise and from 0, and none puts a port where browsers refuse it
 * (1000 would put the site on 6000, 2000 Firestore on 10080; checked by the test).
 */
export const AUTO_OFFSETS = [3000, 4000, 5000, 6000, 20_000, 30_000, 40_000, 50_000] as const;

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
