// Reads the SMTP catcher's inbox (maildev's JSON API).
import { STACK } from './stack-env';

export interface CaughtMail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string }[];
  from: { address: string; name?: string }[];
  attachments?: { fileName: string; contentType: string; generatedFileName?: string }[];
}

/**
 * The caught messages: all of them, or only those to `to`. Polls pass `to`:
 * maildev then filters by `to.address` itself, instead of sending (and
 * compressing, on the stack's event loop, which also takes the functions' SMTP
 * sends) every message of the run, HTML and all, a few times a second.
 */
export async function inbox(to?: string): Promise<CaughtMail[]> {
  const url = new URL(`${STACK.inboxUrl}/email`);
  if (to) url.searchParams.set('to.address', to);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`inbox answered ${res.status}`);
  return (await res.json()) as CaughtMail[];
}

/** The caught messages to `to` whose subject matches. */
export async function mailsTo(to: string, subject: RegExp): Promise<CaughtMail[]> {
  return (await inbox(to)).filter((m) => subject.test(m.subject));
}

/** Waits until a message to `to` matching `subject` arrives, and returns every such message. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const hits = await mailsTo(to, subject);
    if (hits.length > 0 || Date.now() > deadline) return hits;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function attachmentText(mail: CaughtMail, fileName: string): Promise<string> {
  const attachment = mail.attachments?.find((a) => a.fileName === fileName);
  if (!attachment) throw new Error(`no attachment named ${fileName}`);
  // maildev stores attachments under a generated name.
  const stored = attachment.generatedFileName ?? fileName;
  const res = await fetch(`${STACK.inboxUrl}/email/${mail.id}/attachment/${encodeURIComponent(stored)}`);
  if (!res.ok) throw new Error(`attachment ${fileName} answered ${res.status}`);
  return res.text();
}
