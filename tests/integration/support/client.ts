// The firebase web SDK, as the browser uses it, pointed at the emulators.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { FIREBASE_REGION } from '../../../src/config/firebase-region';
import { STACK } from './stack-env';

export interface TestClient {
  app: FirebaseApp;
  auth: Auth;
  call<I, O>(name: string, input: I): Promise<O>;
  close(): Promise<void>;
}

let counter = 0;

/** A web client of the stack's functions (or of another address in front of them, e.g. a fault-injecting proxy). */
export function testClient(functionsUrl: string = STACK.functionsUrl): TestClient {
  const app = initializeApp({ projectId: STACK.projectId, apiKey: 'demo-api-key' }, `test-${++counter}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, STACK.authEmulatorUrl, { disableWarnings: true });
  const functions = getFunctions(app, FIREBASE_REGION);
  const url = new URL(functionsUrl);
  connectFunctionsEmulator(functions, url.hostname, Number(url.port));
  return {
    app,
    auth,
    call: async <I, O>(name: string, input: I) => (await httpsCallable<I, O>(functions, name)(input)).data,
    close: () => deleteApp(app),
  };
}
