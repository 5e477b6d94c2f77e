// The stack's SMTP catcher, really started: a message sent to it is kept in a
// folder of its own, and stopping the catcher leaves nothing behind in the
// system's temporary folder (maildev's own default stayed after every run).
import { existsSync, readdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { describe, expect, it } from 'vitest';
import { paced } from '../../src/testing/pace';
import { startMailCatcher } from './mail-catcher';
import { HOST } from './ports';
import { freePort } from './free-port';

/** One message through a plain SMTP dialogue, each command sent once the server has answered the last. */
function sendMail(port: number): Promise<void> {
  const commands = ['EHLO test', 'MAIL FROM:<office@example.com>', 'RCPT TO:<customer@example.com>', 'DATA', 'Subject: Hello\r\n\r\nA test message.\r\n.', 'QUIT'];
  return new Promise((resolve, reject) => {
    const socket = createConnection(port, HOST);
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += String(chunk);
      // A reply ends with a line whose code is followed by a space (multi-line replies use "250-").
      if (!/(^|\r\n)\d{3} [^\r\n]*\r\n$/.test(buffer)) return;
      if (/(^|\r\n)[45]\d\d /.test(buffer)) return reject(new Error(`SMTP refused: ${buffer}`));
      buffer = '';
      const next = commands.shift();
      if (next) socket.write(`${next}\r\n`);
    });
    socket.on('close', () => (commands.length === 0 ? resolve() : reject(new Error('SMTP closed early'))));
    socket.on('error', reject);
  });
}

describe('the mail catcher', () => {
  // Loading maildev and its web inbox took over 5 s beside a whole test run and a running stack.
  it('keeps a caught message in its own folder, and removes the folder when it stops', { timeout: paced(60_000) }, async () => {
    const smtpPort = await freePort();
    const catcher = await startMailCatcher(smtpPort, await freePort());
    let stopped = false;
    try {
      expect(existsSync(catcher.mailDirectory)).toBe(true);
      await sendMail(smtpPort);
      await expect.poll(() => readdirSync(catcher.mailDirectory).filter((f) => f.endsWith('.eml')).length, { timeout: paced(10_000) }).toBe(1);
      await catcher.stop();
      stopped = true;
      expect(existsSync(catcher.mailDirectory)).toBe(false);
    } finally {
      if (!stopped) await catcher.stop();
    }
  });
});
