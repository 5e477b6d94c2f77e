// Job photos in Cloud Storage: jobs/{bookingId}/{photoId}, written, read and
// deleted only here (Admin SDK); storage.rules refuse every client. The bucket
// is the project's default: the app's storageBucket (FIREBASE_CONFIG, deployed
// and in the Functions emulator), else `<project>.appspot.com`, the emulators'
// name for a demo- project's default bucket (for function code the tests and
// local jobs run in their own process).
import { getApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import './admin';

export function jobsBucket() {
  const app = getApp();
  const project = app.options.projectId ?? process.env.GCLOUD_PROJECT;
  return getStorage(app).bucket(app.options.storageBucket ?? `${project}.appspot.com`);
}

export const jobPhotoPath = (bookingId: string, photoId: string) => `jobs/${bookingId}/${photoId}`;
export const jobPhotosPrefix = (bookingId: string) => `jobs/${bookingId}/`;

/** Whether a stored booking lists photos: only then does an erase call on Storage (a cold worker loads its client first). */
export function hasPhotos(doc: { photos?: readonly unknown[] } | undefined): boolean {
  return (doc?.photos ?? []).length > 0;
}

/** Deletes every object of these bookings' photos (idempotent: none left is fine). */
export async function deleteJobPhotoObjects(bookingIds: readonly string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  const bucket = jobsBucket();
  await Promise.all([...new Set(bookingIds)].map((id) => bucket.deleteFiles({ prefix: jobPhotosPrefix(id), force: true })));
}
