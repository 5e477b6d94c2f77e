// SMTP_URL is a Secret Manager secret: functions that send mail declare it,
// and only then does their environment hold it (the local stack gives the
// Functions emulator a value pointing at its mail catcher the emulator's own
// way: scripts/stack/emulators.ts). Customer e-mails carry the manage
// link, so a sender also declares its secret.
import { defineSecret } from 'firebase-functions/params';
import { MANAGE_LINK_SECRET } from '../lib/manage-token';

export const SMTP_URL = defineSecret('SMTP_URL');

export const MAIL_SECRETS = [SMTP_URL, MANAGE_LINK_SECRET];
