// A job photo into the outbox: its file kept on the device and its addJobPhoto
// change queued in one transaction (nothing is lost if the app closes before it
// is sent), sent again after a refusal, or dropped. Kick the engine after.
import type { AppDb } from '@/lib/db/db';
import type { PhotoTag } from '@/domain/photos/job-photo-records';
// Relative, not @/: the bench loads this file under tsx, which has no alias.
import { enqueue } from '../sync/outbox-kinds';
import { keepPhotoFile, type QueuedPhoto } from './photo-files';

export interface NewPhoto {
  bookingId: string;
  tag: PhotoTag;
  caption?: string | null;
  /** The shrunk JPEG (shrink-photo.ts). */
  blob: Blob;
  takenAt?: Date;
}

function queuedPhoto(photo: { id: string; booking_id: string; tag: PhotoTag; caption: string | null; taken_at: string; size: number }): QueuedPhoto {
  return {
    booking_id: photo.booking_id,
    photo_id: photo.id,
    tag: photo.tag,
    caption: photo.caption,
    taken_at: photo.taken_at,
    content_type: 'image/jpeg',
    size: photo.size,
  };
}

/** Queues a new photo (its id made here: the server stores it once however often it is sent). Returns the photo id. */
export async function queuePhoto(db: AppDb, photo: NewPhoto): Promise<string> {
  const file = {
    id: crypto.randomUUID(),
    booking_id: photo.bookingId,
    blob: photo.blob,
    tag: photo.tag,
    caption: photo.caption?.trim() || null,
    taken_at: (photo.takenAt ?? new Date()).toISOString(),
  };
  return enqueue(db, 'addJobPhoto', queuedPhoto({ ...file, size: file.blob.size }), () => keepPhotoFile(db, file));
}

/** A refused photo sent again from the file it kept (the same photo id). Undefined when its file is gone. */
export async function sendPhotoAgain(db: AppDb, photoId: string): Promise<string | undefined> {
  const file = await db.photoFiles.get(photoId);
  if (!file || file.state !== 'failed') return undefined;
  return enqueue(db, 'addJobPhoto', queuedPhoto(file), async () => {
    await db.photoFiles.update(photoId, { state: 'waiting', error: null });
  });
}

/**
 * Removes a photo from the job. One never sent yet or
 * refused never reaches the server: its row and file go at once. Otherwise a
 * removeJobPhoto change is queued (after any change of the job before it).
 * Returns the queued row's id, or undefined when nothing is to be sent.
 */
export async function removePhoto(db: AppDb, bookingId: string, photoId: string): Promise<string | undefined> {
  const dropped = await db.transaction('rw', [db.outbox, db.photoFiles, db.refusals], async () => {
    const row = await db.outbox.get(photoId);
    const file = await db.photoFiles.get(photoId);
    // Never tried: the server cannot have it. Tried once (a lost answer may have stored it): the remove goes after it.
    const unsent = (row?.kind === 'addJobPhoto' && row.state === 'pending' && row.attempts === 0) || (!row && file?.state === 'failed');
    if (!unsent) return false;
    await db.outbox.delete(photoId);
    await db.refusals.delete(photoId);
    await db.photoFiles.delete(photoId);
    return true;
  });
  if (dropped) return undefined;
  return enqueue(db, 'removeJobPhoto', { booking_id: bookingId, photo_id: photoId });
}
