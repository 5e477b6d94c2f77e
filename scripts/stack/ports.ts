// Ports of the local stack. STACK_PORT_OFFSET moves them all at once, so a test
// run can share the machine with `npm start` (e.g. STACK_PORT_OFFSET=20000).
// Two stacks' offsets must differ by a multiple of 1000 below 7000, or by more
// than 8400: other differences map one stack's port onto another's.
import { fileURLToPath } from 'node:url';
import { portsAt, refusedPortsAt } from './port-offset';

const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0 || offset > 56000) {
  throw new Error(`STACK_PORT_OFFSET must be a whole number from 0 to 56000, got "${process.env.STACK_PORT_OFFSET}"`);
}
const refused = refusedPortsAt(offset);
if (refused.length > 0) {
  throw new Error(`STACK_PORT_OFFSET=${offset} puts ${refused.join(', ')} on a port that browsers and Node's fetch refuse: choose another offset (e.g. 20000).`);
}

export const PORT_OFFSET = offset;
export const HOST = '127.0.0.1';
/**
 * A demo- project id keeps every call away from real projects. Each stack has
 * its own, since the emulators keep one locator file per project id.
 */
export const PROJECT_ID = offset === 0 ? 'demo-mobile-detailing' : `demo-mobile-detailing-${offset}`;

export const PORTS = portsAt(offset);

/**
 * The project's default bucket as the emulators name it for a demo- project:
 * the Functions emulator gives the Admin SDK `<project>.appspot.com`
 * (firebase-tools' adminSdkConfig), and tests and scripts name the same.
 */
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;

export const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));
/** Where this stack's generated files live. */
export const STACK_DIR = `${ROOT_DIR}.stack/${offset}/`;
/**
 * Where this stack's site is built and served from: dist/ for the default stack, its
 * own folder for another, or STACK_SITE_DIR, a site another run built (scripts/test.ts).
 */
export const WEB_OUT_DIR = process.env.STACK_SITE_DIR || (offset === 0 ? `${ROOT_DIR}dist` : `${STACK_DIR}dist`);
/** Hosting headers the local build generates for the emulator (scripts/build-web.ts, scripts/stack/emulators.ts). */
export const STACK_HEADERS_FILE = `${STACK_DIR}hosting-headers.json`;

/**
 * The manage link's signing secret on every local stack (a development value,
 * never a deployed one): the functions get it through the stack's
 * `.secret.local` (scripts/stack/emulators.ts), and the tests and local jobs
 * that make manage links in their own process through emulatorEnv(), so both
 * sign alike.
 */
export const LOCAL_MANAGE_LINK_SECRET = 'coastline-local-manage-link-secret';
/** The photo links' signing secret on every local stack (functions/src/lib/photo-link.ts), handed out as the manage link's is. */
export const LOCAL_PHOTO_LINK_SECRET = 'coastline-local-photo-link-secret';

/** The values of the functions' secrets on this stack (functions/src/mail/smtp-secret.ts, functions/src/lib/manage-token.ts, functions/src/lib/photo-link.ts). */
export function localSecrets(): Record<'SMTP_URL' | 'MANAGE_LINK_SECRET' | 'PHOTO_LINK_SECRET', string> {
  return {
    // The mail catcher of this stack.
    SMTP_URL: `smtp://${HOST}:${PORTS.smtp}`,
    MANAGE_LINK_SECRET: LOCAL_MANAGE_LINK_SECRET,
    PHOTO_LINK_SECRET: LOCAL_PHOTO_LINK_SECRET,
  };
}

/**
 * Environment that points the Admin SDK and the client SDK helpers at this
 * stack, with the functions' secrets for code that runs functions' code in its
 * own process (tests, the local scheduler, `npm run tick`). The Functions
 * emulator gets the secrets from the stack's `.secret.local` instead.
 */
export function emulatorEnv(): Record<string, string> {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${PORTS.storage}`,
    STACK_STORAGE_BUCKET: STORAGE_BUCKET,
    STACK_FUNCTIONS_URL: `http://${HOST}:${PORTS.functions}`,
    STACK_HOSTING_URL: `http://${HOST}:${PORTS.hosting}`,
    STACK_INBOX_URL: `http://${HOST}:${PORTS.inbox}`,
    // Where the functions point the links in e-mails (the manage link): the stack's own site.
    SITE_ORIGIN: `http://${HOST}:${PORTS.hosting}`,
    ...localSecrets(),
    // Google's auth library would otherwise probe the cloud metadata server,
    // which is neither needed with the emulators nor reachable from here.
    METADATA_SERVER_DETECTION: 'none',
  };
}
