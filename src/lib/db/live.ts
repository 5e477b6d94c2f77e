// Dexie's live queries, re-exported so the rest of the app never imports dexie itself.
export { liveQuery } from './live-query';
export { useLiveQuery } from 'dexie-react-hooks';
