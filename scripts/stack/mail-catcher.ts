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
  const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: HOST, webIp: HOST, silent: true, noOpen: true });
  await new Promise<void>((resolve, reject) => maildev.listen((err) => (err ? reject(err) : resolve())));
  return {
    stop: () => new Promise<void>((resolve) => maildev.close(() => resolve())),
  };
}
