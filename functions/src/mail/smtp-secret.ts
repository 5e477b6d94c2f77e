// SMTP_URL is a Secret Manager secret when deployed; functions that send mail
// declare it. The Functions emulator would ask for a local secret file
// instead, so there the local stack's environment provides SMTP_URL.
import { defineSecret } from 'firebase-functions/params';

export const SMTP_URL = defineSecret('SMTP_URL');

export const MAIL_SECRETS = process.env.FUNCTIONS_EMULATOR === 'true' ? [] : [SMTP_URL];
