// Dexie's live query alone, for code that runs in a worker (the Reports'):
// live.ts also brings the React hook, and with it React.
export { liveQuery } from 'dexie';
