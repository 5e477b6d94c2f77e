// A port for a server a test starts on its own (not one of the stack's fixed
// ports): asked of the OS, then released for the test to take.
import { createServer } from 'node:net';
import { HOST } from './ports';

/** A port free on the stack's host right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
