import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTO_OFFSETS, BASE_PORTS, REFUSED_PORTS, busyPorts, chooseStackOffset, firstFreeOffset, refusedPortsAt } from './port-offset';

const servers: Server[] = [];
function listen(port: number): Promise<void> {
  const server = createServer();
  servers.push(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

describe('choosing a free port offset', () => {
  it('skips an offset whose ports are partly taken and picks the next free one', async () => {
    // Offsets far above any stack on this machine; one port of the first is held.
    await listen(BASE_PORTS.smtp + 51_000);
    expect(await busyPorts(51_000)).toEqual([`smtp (${BASE_PORTS.smtp + 51_000})`]);
    expect(await firstFreeOffset([51_000, 52_000])).toBe(52_000);
  });

  it('keeps an offset that was set explicitly', async () => {
    const before = process.env.STACK_PORT_OFFSET;
    process.env.STACK_PORT_OFFSET = '53000';
    const lines: string[] = [];
    try {
      await chooseStackOffset((l) => lines.push(l));
      expect(process.env.STACK_PORT_OFFSET).toBe('53000');
      expect(lines).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.STACK_PORT_OFFSET;
      else process.env.STACK_PORT_OFFSET = before;
    }
  });

  it('tries only offsets that cannot map one stack port onto another', () => {
    const all = [0, ...AUTO_OFFSETS];
    for (const a of all) {
      for (const b of all) {
        if (a === b) continue;
        const ports = new Set(Object.values(BASE_PORTS).map((p) => p + a));
        for (const p of Object.values(BASE_PORTS)) expect(ports.has(p + b), `offsets ${a} and ${b} share port ${p + b}`).toBe(false);
      }
    }
  });

  it('tries no offset that puts a port where browsers and fetch refuse to connect', () => {
    for (const offset of [0, ...AUTO_OFFSETS]) expect(refusedPortsAt(offset), `offset ${offset}`).toEqual([]);
    // The offset that once put the site on 6000, where every fetch of the site failed.
    expect(refusedPortsAt(1000)).toEqual(['hosting (6000)']);
  });

  it("the list is Node's fetch's own: each port above 1024 is refused for the port, not for want of a server", async () => {
    for (const port of [...REFUSED_PORTS].filter((p) => p > 1024)) {
      const error = await fetch(`http://127.0.0.1:${port}/`).then(() => undefined, (e: Error) => e);
      expect((error?.cause as Error | undefined)?.message, `port ${port}`).toBe('bad port');
    }
    const free = await fetch('http://127.0.0.1:6001/').then(() => undefined, (e: Error) => e);
    expect((free?.cause as Error | undefined)?.message).not.toBe('bad port');
  });
});
