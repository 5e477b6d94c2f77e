// The SMTP catcher with a web inbox (maildev), started in-process on loopback.
import { createRequire } from 'node:module';
import { HOST } from './ports';

const require = createRequire(import.meta.url);

interface MailDevInstance {
  listen(cb: (err?: Error) => void): void;
  close(cb: (err?: Error) => void): void;
}

export interface RunningMailCatcher {
  stop(): Promise<void>;
}

export async function startMailCatcher(smtpPort: number, webPort: number): Promise<RunningMailCatcher> {
  const MailDev = require('maildev') as new (options: Record<string, unknown>) => MailDevInstance;
  const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
  const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: HOST, webIp: HOST, silent: true, noOpen: true });
  // maildev installs SIGINT/SIGTERM handlers that exit the process at once;
  // the stack's own cleanup decides when to exit, so take them off again.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) {
      if (!before[signal].includes(listener)) process.off(signal, listener);
    }
  }
  await new Promise<void>((resolve, reject) => maildev.listen((err) => (err ? reject(err) : resolve())));
  return {
    stop: () => new Promise<void>((resolve) => maildev.close(() => resolve())),
  };
}
