// Dexie's live queries, re-exported so the rest of the app never imports dexie itself.
export { liveQuery } from 'dexie';
export { useLiveQuery } from 'dexie-react-hooks';
