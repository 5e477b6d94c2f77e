// The crew's changes still in the outbox (On my way taps, customer notes,
// reschedule requests), live: the dialogs show them as waiting until the server answers.
import { appDb, type OutboxRow } from '@/lib/db/db';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { CREW_KINDS } from './crew-outbox';
const NONE: OutboxRow[] = [];

export function useCrewQueue(): readonly OutboxRow[] {
  return useLiveQuery(() => appDb().outbox.where('kind').anyOf([...CREW_KINDS]).sortBy('created_at'), []) ?? NONE;
}
