// Readiness helpers: the stack fails with a readable reason instead of hanging.
import { connect } from 'node:net';

export function portOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    if (await portOpen(port)) busy.push(`${name} (${port})`);
  }
  if (busy.length > 0) {
    throw new Error(
      `Ports already in use: ${busy.join(', ')}. Is another local stack running? ` +
        'Stop it, or set STACK_PORT_OFFSET (e.g. 20000) to run a second one.',
    );
  }
}
