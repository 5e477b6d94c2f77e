// Job photos' files on this device (the photoFiles table): a photo the crew
// took is kept here, with its addJobPhoto change queued in the same
// transaction, until the server has it; the sender reads it from here on each
// attempt. Once uploaded it stays only as a cache (so the job shows it offline),
// evicted least recently shown first beyond PHOTO_CACHE.budgetBytes; a file
// not uploaded yet (waiting or refused) is never evicted.
import type { AppDb, PhotoFileRow, QueuedPhoto } from '@/lib/db/db';
import type { CallInput } from '@/domain/callables/callables';

export const PHOTO_CACHE = {
  /** Uploaded photos kept for offline viewing: about 80 shrunk photos. */
  budgetBytes: 25 * 1024 * 1024,
  /** The crew is told the device is nearly full past this share of its quota, or below `minFreeBytes` free. */
  nearlyFullShare: 0.9,
  minFreeBytes: 100 * 1024 * 1024,
} as const;

export type { QueuedPhoto };

/** Keeps a new photo's file as waiting (call inside the transaction that queues its change). */
export type NewPhotoFile = Pick<PhotoFileRow, 'id' | 'booking_id' | 'blob' | 'tag' | 'caption' | 'taken_at'>;

export async function keepPhotoFile(db: AppDb, file: NewPhotoFile): Promise<void> {
  const now = Date.now();
  await db.photoFiles.put({ ...file, size: file.blob.size, state: 'waiting', error: null, stored_at: now, used_at: now });
}

/** A refusal the engine reads like the server's: the file is gone, so the change cannot be sent (final). */
const FILE_GONE = { code: 'failed-precondition', message: 'The photo file is no longer on this device' } as const;

export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  // In chunks: String.fromCharCode over a whole 400 KB array overflows the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** addJobPhoto's input for a queued photo: its metadata and the file read now. */
export async function photoInput(db: AppDb, queued: QueuedPhoto): Promise<CallInput<'addJobPhoto'>> {
  const file = await db.photoFiles.get(queued.photo_id);
  if (!file) throw FILE_GONE;
  const { size: _size, ...meta } = queued;
  return { ...meta, data: base64Of(new Uint8Array(await file.blob.arrayBuffer())) };
}

/** The server has the photo: its file becomes a cache entry, and the cache is kept within its budget. */
export async function photoUploaded(db: AppDb, photoId: string): Promise<void> {
  await db.photoFiles.update(photoId, { state: 'uploaded', error: null, used_at: Date.now() });
  await evictPhotoCache(db);
}

/** The server refused the photo: the file stays (the only copy), marked with why. */
export async function photoRefused(db: AppDb, photoId: string, reason: string): Promise<void> {
  await db.photoFiles.update(photoId, { state: 'failed', error: reason });
}

/** A photo another device took, fetched once through its link, kept as a cache entry. */
export async function cachePhotoFile(db: AppDb, file: NewPhotoFile): Promise<void> {
  const now = Date.now();
  await db.transaction('rw', db.photoFiles, async () => {
    if (await db.photoFiles.get(file.id)) return;
    await db.photoFiles.put({ ...file, size: file.blob.size, state: 'uploaded', error: null, stored_at: now, used_at: now });
  });
  await evictPhotoCache(db);
}

/** Drops the least recently shown uploaded files beyond the budget; waiting and failed files are never touched. */
export async function evictPhotoCache(db: AppDb, budgetBytes: number = PHOTO_CACHE.budgetBytes): Promise<number> {
  return db.transaction('rw', db.photoFiles, async () => {
    const uploaded = await db.photoFiles.where('state').equals('uploaded').sortBy('used_at');
    let total = uploaded.reduce((sum, f) => sum + f.size, 0);
    const drop: string[] = [];
    for (const f of uploaded) {
      if (total <= budgetBytes) break;
      drop.push(f.id);
      total -= f.size;
    }
    await db.photoFiles.bulkDelete(drop);
    return drop.length;
  });
}

/** A job's photo files on this device (for a live query). */
export function photoFilesOf(db: AppDb, bookingId: string): Promise<PhotoFileRow[]> {
  return db.photoFiles.where('booking_id').equals(bookingId).toArray();
}

/** Marks files as just shown, so the cache keeps them longest. */
export async function photosShown(db: AppDb, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.photoFiles.where('id').anyOf([...ids]).modify({ used_at: Date.now() });
}

/** Whether the device's storage is nearly full (navigator.storage.estimate), so the crew can be told; false where unknown. */
export async function storageNearlyFull(estimate: () => Promise<StorageEstimate> = () => navigator.storage.estimate()): Promise<boolean> {
  try {
    const { usage, quota } = await estimate();
    if (!usage || !quota) return false;
    return usage / quota >= PHOTO_CACHE.nearlyFullShare || quota - usage < PHOTO_CACHE.minFreeBytes;
  } catch {
    return false;
  }
}

/**
 * Fetches photos this device has no file for (taken on another device) through
 * their links (same-origin /photos/…, signed by the functions) and keeps them
 * as cache entries. Returns how many were fetched; a photo whose link fails
 * is left out (the job's photos section asks again while it is open).
 */
export async function cacheFromLinks(
  db: AppDb,
  bookingId: string,
  photos: readonly Pick<PhotoFileRow, 'id' | 'tag' | 'caption' | 'taken_at'>[],
  links: readonly { photo_id: string; url: string }[],
  fetchFn: typeof fetch = fetch,
): Promise<number> {
  let fetched = 0;
  for (const photo of photos) {
    const link = links.find((l) => l.photo_id === photo.id);
    if (!link) continue;
    try {
      const response = await fetchFn(link.url);
      if (!response.ok) continue;
      await cachePhotoFile(db, { ...photo, booking_id: bookingId, blob: await response.blob() });
      fetched += 1;
    } catch {
      // Offline or the link ran out: the job shows the photo as not on this device until it is fetched again.
    }
  }
  return fetched;
}
