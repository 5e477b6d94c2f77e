// The blocked time the dashboard shows (day view, admin list): the server's
// blocks with the admin's queued adds and removes on top, live from Dexie,
// pulled when wanted and when the connection returns.
import { useEffect, useMemo } from 'react';
import { appDb } from '@/lib/db/db';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { readShownBlocks, type ShownBlock } from '@/lib/sync/shown';
import { pullBlocks } from '@/lib/sync/server-pull';
import { blocksFrom } from '@/domain/booking/booking-doc';

const NONE: readonly ShownBlock[] = [];

/**
 * The blocks that end yesterday or later: the upcoming set the day view and
 * the admin's list show. The device may hold earlier ones, pulled for the
 * owner's reports; these screens see only their range.
 */
export function useBlocks(wanted: boolean): readonly ShownBlock[] {
  const from = blocksFrom(new Date());
  const blocks = useLiveQuery(() => readShownBlocks(appDb()), []);
  useEffect(() => {
    if (!wanted) return;
    const pull = () => void pullBlocks(from).catch(() => undefined);
    pull();
    window.addEventListener('online', pull);
    return () => window.removeEventListener('online', pull);
  }, [wanted, from]);
  return useMemo(() => (blocks ? blocks.filter((b) => b.date_to >= from) : NONE), [blocks, from]);
}
