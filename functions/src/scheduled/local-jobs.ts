// Entry of a second bundle, functions/lib/local-jobs.js, that is not deployed
// as a function: the local stack's scheduler (scripts/stack/local-scheduler.ts)
// and `npm run tick` load it to run every job of the registry against the
// emulators, with the functions' own Admin SDK copy and mail transport.
export { SCHEDULED_JOBS } from './jobs';
export { db } from '../lib/admin';
