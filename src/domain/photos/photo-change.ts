// A change to a photo's record (its caption, tag, sharing) as the server's
// updateJobPhoto applies it and as the device shows it while the change is
// queued: one rule for both. Plain TypeScript (no schema): the outbox's kinds,
// which the service worker loads, use it too.
import type { PhotoTag } from './job-photo-records';

export interface PhotoChange {
  caption?: string | null;
  shared?: boolean;
  tag?: PhotoTag;
}

/**
 * The record with the change applied. A photo tagged Before stops being
 * shared: only After photos go to the customer.
 */
export function changedPhoto<P extends { tag: PhotoTag; caption: string | null; shared: boolean }>(photo: P, change: PhotoChange): P {
  const tag = change.tag ?? photo.tag;
  const shared = change.tag === 'before' && photo.tag !== 'before' ? false : (change.shared ?? photo.shared);
  return { ...photo, tag, shared, ...(change.caption !== undefined ? { caption: change.caption?.trim() || null } : {}) };
}
