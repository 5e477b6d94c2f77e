// SMTP_URL is a Secret Manager secret when deployed; functions that send mail
// declare it. The Functions emulator would ask for a local secret file
// instead, so there the local stack's environment provides SMTP_URL.
// Customer e-mails carry the manage link, so a sender also declares its secret.
import { defineSecret } from 'firebase-functions/params';
import { MANAGE_SECRETS } from '../lib/manage-token';

export const SMTP_URL = defineSecret('SMTP_URL');

export const MAIL_SECRETS = process.env.FUNCTIONS_EMULATOR === 'true' ? [] : [SMTP_URL, ...MANAGE_SECRETS];
