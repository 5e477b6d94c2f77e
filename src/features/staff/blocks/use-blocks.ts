// The blocked time the dashboard shows (day view, admin list): the server's
// blocks with the admin's queued adds and removes on top, live from Dexie,
// pulled when wanted and when the connection returns.
import { useEffect } from 'react';
import { appDb } from '@/lib/db/db';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { readShownBlocks, type ShownBlock } from '@/lib/sync/shown';
import { pullBlocks } from '@/lib/sync/server-pull';

const NONE: readonly ShownBlock[] = [];

export function useBlocks(wanted: boolean): readonly ShownBlock[] {
  const blocks = useLiveQuery(() => readShownBlocks(appDb()), []);
  useEffect(() => {
    if (!wanted) return;
    const pull = () => void pullBlocks().catch(() => undefined);
    pull();
    window.addEventListener('online', pull);
    return () => window.removeEventListener('online', pull);
  }, [wanted]);
  return blocks ?? NONE;
}
