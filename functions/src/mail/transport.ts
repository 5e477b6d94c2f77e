// The one SMTP transport. Its URL and sender come from the environment:
// SMTP_URL (a secret when deployed; the local stack points it at the catcher)
// and MAIL_FROM.
import type { Transporter } from 'nodemailer';
import { BUSINESS } from '@/config/business';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

let cached: { url: string; transporter: Promise<Transporter> } | undefined;

/**
 * A functions instance (K_SERVICE is set on Cloud Functions and in the
 * emulator's workers) serves request after request, so it keeps its SMTP
 * connections open: a message is then one send, not a new connection and
 * greeting as well (about 100 ms each on the local stack). Scripts and tests
 * that send (the local scheduler, npm run tick) must be able to exit, so they
 * connect per message.
 */
const pooled = () => !!process.env.K_SERVICE;

/**
 * nodemailer is loaded by the first message an instance sends, not when the
 * instance starts: every function shares this bundle, and most never send
 * mail, so their cold starts skip it. The promise is what is kept, so two
 * messages sent at once share one transport.
 */
async function transporter(): Promise<Transporter> {
  const url = process.env.SMTP_URL;
  if (!url) throw new Error('SMTP_URL is not configured: set it as a secret (see README) or run the local stack');
  if (cached?.url !== url) {
    void cached?.transporter.then((old) => old.close(), () => undefined);
    cached = { url, transporter: import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport({ url, pool: pooled() })) };
  }
  return cached.transporter;
}

export function mailFrom(): string {
  return process.env.MAIL_FROM ?? `"${BUSINESS.name}" <${BUSINESS.email}>`;
}

/** Sends one message; resolves with the SMTP message id, rejects on any failure. */
export async function sendMail(mail: OutgoingMail): Promise<string> {
  const info = await (await transporter()).sendMail({ from: mailFrom(), replyTo: BUSINESS.email, ...mail });
  return info.messageId;
}
