// The listBookings cursor: the (updated_at, id) of the last change a client
// has seen, as an opaque string. Timestamps keep their nanoseconds so two
// changes in the same millisecond are never skipped.
import { HttpsError } from 'firebase-functions/v2/https';
import { Timestamp } from 'firebase-admin/firestore';

export interface DeltaPosition {
  updatedAt: Timestamp;
  id: string;
}

export function encodeCursor(position: DeltaPosition | null): string {
  if (!position) return '';
  const raw = `${position.updatedAt.seconds}.${position.updatedAt.nanoseconds}/${position.id}`;
  return Buffer.from(raw, 'utf8').toString('base64url');
}

/** null for '' (the beginning); invalid-argument for anything that is not one of ours. */
export function decodeCursor(cursor: string | null): DeltaPosition | null {
  if (!cursor) return null;
  const raw = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^(\d+)\.(\d+)\/(.+)$/.exec(raw);
  if (!match) throw new HttpsError('invalid-argument', 'Unknown cursor', { fields: { since: 'Unknown cursor' } });
  return { updatedAt: new Timestamp(Number(match[1]), Number(match[2])), id: match[3] };
}
