// What the photo code on both sides needs without zod: the messages a person
// sees about a photo, and a photo's type from its first bytes (the functions
// refuse what is not an image by them; the device checks before it shrinks).
import { PHOTOS } from '../../config/business';

export type PhotoContentType = (typeof PHOTOS.contentTypes)[number];

export const PHOTO_MESSAGES = {
  notImage: 'That file is not a photo: choose a JPEG, PNG or WebP picture',
  tooLarge: (bytes: number) => `That photo is too large (${(bytes / 1024 / 1024).toFixed(1)} MB): the most is ${PHOTOS.maxBytes / 1024 / 1024} MB`,
  unreadable: 'That photo could not be read: take or choose it again',
  notFound: 'Photo not found',
  bookingGone: 'This booking was deleted or its personal details were erased: photos can no longer be added',
} as const;

/** The photo's type from its first bytes (JPEG, PNG, WebP), or null for anything else. */
export function sniffImageType(bytes: Uint8Array): PhotoContentType | null {
  const starts = (sig: readonly number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

