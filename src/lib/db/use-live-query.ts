// Dexie's live query hook, re-exported so features read the database through
// src/lib/db only (the lint boundary: only this folder imports dexie).
export { useLiveQuery } from 'dexie-react-hooks';
