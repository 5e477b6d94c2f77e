// The SMTP catcher with a web inbox (maildev), started in-process on loopback.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOST } from './ports';

const require = createRequire(import.meta.url);

interface MailDevInstance {
  listen(cb: (err?: Error) => void): void;
  close(cb: (err?: Error) => void): void;
}

export interface RunningMailCatcher {
  /** Where maildev keeps each caught message (an .eml file), removed by stop(). */
  mailDirectory: string;
  stop(): Promise<void>;
}

export async function startMailCatcher(smtpPort: number, webPort: number): Promise<RunningMailCatcher> {
  const MailDev = require('maildev') as new (options: Record<string, unknown>) => MailDevInstance;
  const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
  // A folder of its own, removed when the stack stops: maildev's default (maildev-<pid> in the
  // system's temporary folder) stayed behind after every run, about 10 MB a test run.
  const mailDirectory = mkdtempSync(join(tmpdir(), 'maildev-'));
  const removeMail = () => rmSync(mailDirectory, { recursive: true, force: true });
  const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: HOST, webIp: HOST, silent: true, noOpen: true, mailDirectory });
  // maildev installs SIGINT/SIGTERM handlers that exit the process at once;
  // the stack's own cleanup decides when to exit, so take them off again.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) {
      if (!before[signal].includes(listener)) process.off(signal, listener);
    }
  }
  try {
    await new Promise<void>((resolve, reject) => maildev.listen((err) => (err ? reject(err) : resolve())));
  } catch (error) {
    removeMail();
    throw error;
  }
  return {
    mailDirectory,
    stop: () => new Promise<void>((resolve) => maildev.close(() => resolve())).then(removeMail),
  };
}
