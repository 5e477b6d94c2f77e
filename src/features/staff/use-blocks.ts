// The blocked time the dashboard shows (day view, admin list): live from the
// Dexie copy, pulled when wanted and when the connection returns.
import { useEffect } from 'react';
import { appDb } from '@/lib/db/db';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { cachedBlocks, pullBlocks, type CachedBlock } from './blocks-service';

const NONE: CachedBlock[] = [];

export function useBlocks(wanted: boolean): CachedBlock[] {
  const blocks = useLiveQuery(() => cachedBlocks(appDb()), []);
  useEffect(() => {
    if (!wanted) return;
    const pull = () => void pullBlocks().catch(() => undefined);
    pull();
    window.addEventListener('online', pull);
    return () => window.removeEventListener('online', pull);
  }, [wanted]);
  return blocks ?? NONE;
}
