// What the page and the shrinking worker (shrink-worker.ts) say to each other,
// and the size rule both follow. No DOM, no zod: the worker bundles it.
import { PHOTOS } from '../../config/business';
import { PHOTO_MESSAGES } from '../../domain/photos/photo-bytes';

/** A file bigger than this is not read at all (a phone photo is 2-15 MB; a 12 MP one decodes to 48 MB of pixels). */
export const SHRINK_MAX_INPUT_BYTES = 50 * 1024 * 1024;
/** Qualities tried in turn until the JPEG fits PHOTOS.maxBytes. */
export const SHRINK_QUALITIES = [PHOTOS.jpegQuality, 0.7, 0.55] as const;

export type ShrinkErrorCode = 'not-image' | 'unreadable' | 'too-large';

export interface ShrinkRequest {
  id: number;
  file: Blob;
}

export type ShrinkResponse =
  | { id: number; ok: true; blob: Blob; width: number; height: number; quality: number }
  | { id: number; ok: false; code: ShrinkErrorCode; message: string };

/** The size a photo of `width` x `height` is drawn at: its long side at most `longSide`, never enlarged. */
export function fitLongSide(width: number, height: number, longSide: number = PHOTOS.longSidePx): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export const SHRINK_MESSAGES: Record<ShrinkErrorCode, (bytes: number) => string> = {
  'not-image': () => PHOTO_MESSAGES.notImage,
  unreadable: () => PHOTO_MESSAGES.unreadable,
  'too-large': (bytes) =>
    bytes > SHRINK_MAX_INPUT_BYTES
      ? `That file is too large to use (${(bytes / 1024 / 1024).toFixed(1)} MB): the most is ${SHRINK_MAX_INPUT_BYTES / 1024 / 1024} MB`
      : PHOTO_MESSAGES.tooLarge(bytes),
};
