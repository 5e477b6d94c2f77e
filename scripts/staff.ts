// Grants or revokes a staff role (Firebase Auth custom claim `role`, and the
// staffAccess document a signed-in dashboard listens to).
//   npm run staff -- grant <email> <admin|staff> [--password <pw>]
//   npm run staff -- revoke <email>
// Uses the Auth emulator of the local stack when one is running (or when
// FIREBASE_AUTH_EMULATOR_HOST is set); otherwise the real project named by
// STAFF_PROJECT_ID with GOOGLE_APPLICATION_CREDENTIALS.
import { initializeApp } from 'firebase-admin/app';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { HOST, PORTS, PROJECT_ID } from './stack/ports';
import { portOpen } from './stack/wait';
import { setStaffRole } from './stack/staff-role';
import { STAFF_ROLES, type StaffRole } from '@/domain/callables/staff-schema';

const ROLES: readonly StaffRole[] = STAFF_ROLES;

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('Usage: npm run staff -- grant <email> <admin|staff> [--password <pw>]\n       npm run staff -- revoke <email>');
  process.exit(2);
}

async function main() {
  const [command, email, roleArg] = process.argv.slice(2).filter((a, i, all) => a !== '--password' && all[i - 1] !== '--password');
  const passwordIndex = process.argv.indexOf('--password');
  const password = passwordIndex > 0 ? process.argv[passwordIndex + 1] : undefined;
  if (command !== 'grant' && command !== 'revoke') usage();
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) usage('Give the e-mail address of the account.');
  if (command === 'grant' && !ROLES.includes(roleArg as StaffRole)) usage(`Role must be one of: ${ROLES.join(', ')}.`);

  let projectId = process.env.STAFF_PROJECT_ID;
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST && !projectId && (await portOpen(PORTS.auth))) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
    process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
  }
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) projectId ??= PROJECT_ID;
  if (!projectId) usage('No local stack is running: set STAFF_PROJECT_ID (and GOOGLE_APPLICATION_CREDENTIALS) for a real project.');
  const target = process.env.FIREBASE_AUTH_EMULATOR_HOST ? `Auth emulator ${process.env.FIREBASE_AUTH_EMULATOR_HOST}` : `project ${projectId}`;

  const app = initializeApp({ projectId });
  const auth = getAuth(app);
  let user: UserRecord;
  try {
    user = await auth.getUserByEmail(email);
  } catch {
    if (command === 'revoke') usage(`No account with e-mail ${email} in ${target}.`);
    if (!password) usage(`No account with e-mail ${email} in ${target}: add --password to create it.`);
    user = await auth.createUser({ email, password, emailVerified: true });
    console.log(`Created ${email}.`);
  }
  // The claim, and the access document a signed-in dashboard listens to (scripts/stack/staff-role.ts).
  await setStaffRole(auth, getFirestore(app), user.uid, command === 'grant' ? (roleArg as StaffRole) : null);
  console.log(command === 'grant' ? `${email} is now ${roleArg} (${target}).` : `${email} has no staff role now (${target}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
