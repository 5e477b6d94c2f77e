// The running local stack's addresses, as scripts/test.ts exports them.
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run integration tests through \`npm test\` (it starts the emulators).`);
  return value;
}

export const STACK = {
  get projectId() {
    return required('GCLOUD_PROJECT');
  },
  get functionsUrl() {
    return required('STACK_FUNCTIONS_URL');
  },
  get hostingUrl() {
    return required('STACK_HOSTING_URL');
  },
  get inboxUrl() {
    return required('STACK_INBOX_URL');
  },
  get authEmulatorUrl() {
    return `http://${required('FIREBASE_AUTH_EMULATOR_HOST')}`;
  },
  /** The Firestore emulator's URL (the dashboard's live listener connects to it). */
  get firestoreUrl() {
    return `http://${required('FIRESTORE_EMULATOR_HOST')}`;
  },
  get firestore(): 'real' | 'fallback' {
    return required('STACK_FIRESTORE') as 'real' | 'fallback';
  },
};
