// The retention job erases a booking past its time with its job photos: the
// records on the booking and the objects under jobs/{bookingId}/. Runs alone
// (INTEGRATION_SERIAL in vite.config.ts), before the other files: the job on
// the real clock erases every booking older than its cutoff, and privacy.test.ts
// counts on no other file's booking appearing before its own cutoff mid-test.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { AddJobPhotoInput, JobPhotoOutput } from '@/domain/photos/job-photos';
import { applyRetention } from '../../functions/src/privacy/retention';
import type { TestClient } from './support/client';
import { functionsDb } from './support/functions-db';
import { STACK } from './support/stack-env';
import { adminDb, signedInClient, writeStoredBooking } from './support/staff-fixtures';

let staff: TestClient;
beforeAll(async () => {
  staff = await signedInClient('staff');
});
afterAll(() => staff?.close());

function bucket() {
  const app = getApps().find((a) => a.name === 'job-photos-retention') ?? initializeApp({ projectId: STACK.projectId, storageBucket: process.env.STACK_STORAGE_BUCKET! }, 'job-photos-retention');
  return getStorage(app).bucket();
}

describe('retention', () => {
  it("erases the photos and condition check of a booking past its time, objects and records", async () => {
    // An appointment long past the retention window (a date no other test uses).
    const id = await writeStoredBooking({ booking_date: '2023-02-14', status: 'completed' });
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#777' } }).jpeg().toBuffer();
    for (const tag of ['before', 'after'] as const) {
      await staff.call<AddJobPhotoInput, JobPhotoOutput>('addJobPhoto', {
        booking_id: id,
        photo_id: randomUUID(),
        tag,
        caption: 'Plate ABC 123',
        taken_at: new Date().toISOString(),
        content_type: 'image/jpeg',
        data: jpeg.toString('base64'),
      });
    }
    await staff.call('setConditionCheck', { booking_id: id, items: ['dents'], note: 'Owner says it was keyed' });
    expect((await bucket().getFiles({ prefix: `jobs/${id}/` }))[0]).toHaveLength(2);

    const result = await applyRetention(await functionsDb(), new Date());
    expect(result.anonymized).toBeGreaterThanOrEqual(1);
    expect((await bucket().getFiles({ prefix: `jobs/${id}/` }))[0]).toEqual([]);
    const doc = (await adminDb().collection('bookings').doc(id).get()).data()!;
    expect(doc.anonymized_at).toBeTruthy();
    expect(doc.photos).toEqual([]);
    expect(doc.condition_check).toBeNull();
    expect(JSON.stringify(doc)).not.toMatch(/Plate ABC 123|keyed/);
  });
});
