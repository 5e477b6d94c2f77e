// Where the functions run, and so where the web client and every test client
// send their calls (the emulator's URLs carry the region too). Montréal keeps
// customers' personal information in Canada (BC's PIPA; README "Deploying"),
// next to a Firestore database created in a Canadian location.
export const FIREBASE_REGION = 'northamerica-northeast1';
