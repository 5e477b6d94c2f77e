// Job photos and the condition check against the real stack (Functions,
// Firestore and Storage emulators, Hosting's /photos/** rewrite): who may call
// each callable, a retried upload stored once, the size and type refusals, the
// photo links (valid, expired, tampered, unshared), what the customer's manage
// page and the completed job's e-mail show, the photo rule on completing a job,
// and erase and delete leaving nothing under jobs/{bookingId}/ (retention:
// job-photos-retention.test.ts, which runs alone).
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { Timestamp } from 'firebase-admin/firestore';
import type { AddJobPhotoInput, JobPhotoLinksOutput, JobPhotoOutput, RemoveJobPhotoOutput, SetConditionCheckOutput, UpdateJobPhotoInput } from '@/domain/photos/job-photos';
import type { GetMyBookingInput, MyBookingOutput } from '@/domain/booking/self-service-schema';
import type { UpdateBookingStatusOutput } from '@/domain/callables/staff-schema';
import type { AnonymizeBookingOutput } from '@/domain/booking/anonymize-booking';
import type { OutgoingMail } from '../../functions/src/mail/transport';
import { photoLink } from '../../functions/src/lib/photo-link';
import { sendDueReviewRequests } from '../../functions/src/scheduled/send-review-requests';
import { sweepJobPhotos } from '../../functions/src/privacy/retention';
import { type TestClient } from './support/client';
import { callError } from './support/booking-input';
import { manageTokenOf } from './support/manage-token-of';
import { functionsDb } from './support/functions-db';
import { STACK } from './support/stack-env';
import { adminDb, createTestBooking } from './support/staff-fixtures';
import { clientsForTests } from './support/test-clients';

const { anonymous, roleless, staff, admin } = clientsForTests('anonymous', 'roleless', 'staff', 'admin');
let jpeg: Buffer;
let png: Buffer;

function bucket() {
  const bucketName = process.env.STACK_STORAGE_BUCKET!;
  const app = getApps().find((a) => a.name === 'job-photos') ?? initializeApp({ projectId: STACK.projectId, storageBucket: bucketName }, 'job-photos');
  return getStorage(app).bucket();
}

/** The object names stored under jobs/{bookingId}/. */
async function objectsOf(bookingId: string): Promise<string[]> {
  const [files] = await bucket().getFiles({ prefix: `jobs/${bookingId}/` });
  return files.map((f) => f.name).sort();
}

const photoInput = (bookingId: string, overrides: Partial<AddJobPhotoInput> = {}): AddJobPhotoInput => ({
  booking_id: bookingId,
  photo_id: randomUUID(),
  tag: 'before',
  caption: null,
  taken_at: new Date().toISOString(),
  content_type: 'image/jpeg',
  data: jpeg.toString('base64'),
  ...overrides,
});

const addPhoto = (c: TestClient, input: AddJobPhotoInput) => c.call<AddJobPhotoInput, JobPhotoOutput>('addJobPhoto', input);
const updatePhoto = (c: TestClient, input: UpdateJobPhotoInput) => c.call<UpdateJobPhotoInput, JobPhotoOutput>('updateJobPhoto', input);
const removePhoto = (c: TestClient, bookingId: string, photoId: string) =>
  c.call<{ booking_id: string; photo_id: string }, RemoveJobPhotoOutput>('removeJobPhoto', { booking_id: bookingId, photo_id: photoId });
const setCheck = (c: TestClient, bookingId: string, items: string[], note: string | null = null) =>
  c.call<{ booking_id: string; items: string[]; note: string | null }, SetConditionCheckOutput>('setConditionCheck', { booking_id: bookingId, items, note });
const links = (c: TestClient, bookingId: string) => c.call<{ booking_id: string }, JobPhotoLinksOutput>('jobPhotoLinks', { booking_id: bookingId });

/** A photo link fetched as a browser would, through the site (Hosting's /photos/** rewrite). */
const fetchLink = (url: string) => fetch(url.startsWith('http') ? url : `${STACK.hostingUrl}${url}`);

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();
  png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2980b9' } }).png().toBuffer();
});

describe('who may call the photo callables', () => {
  it('refuses anonymous callers and users without a role, before touching anything, for each of them', async () => {
    const id = await createTestBooking('confirmed');
    const stored = await addPhoto(staff, photoInput(id));
    const calls: [string, unknown][] = [
      ['addJobPhoto', photoInput(id)],
      ['updateJobPhoto', { booking_id: id, photo_id: stored.photo.id, shared: true }],
      ['removeJobPhoto', { booking_id: id, photo_id: stored.photo.id }],
      ['jobPhotoLinks', { booking_id: id }],
      ['setConditionCheck', { booking_id: id, items: ['dents'], note: null }],
    ];
    for (const [name, input] of calls) {
      expect((await callError(anonymous.call(name, input))).code, name).toBe('functions/unauthenticated');
      expect((await callError(roleless.call(name, input))).code, name).toBe('functions/permission-denied');
    }
    const doc = (await adminDb().collection('bookings').doc(id).get()).data()!;
    expect(doc.photos).toHaveLength(1);
    expect(doc.photos[0].shared).toBe(false);
    expect(doc.condition_check).toBeUndefined();
    expect(await objectsOf(id)).toEqual([`jobs/${id}/${stored.photo.id}`]);
  });

  it('lets staff and admin add, caption, share, link and remove photos and tick the condition check', async () => {
    for (const client of [staff, admin]) {
      const id = await createTestBooking('confirmed');
      const { photo } = await addPhoto(client, photoInput(id, { tag: 'after', caption: '  Wheels like new  ' }));
      expect(photo).toMatchObject({ tag: 'after', caption: 'Wheels like new', shared: false, size: jpeg.length, content_type: 'image/jpeg' });
      expect(photo.by).toMatch(/@/);
      expect((await updatePhoto(client, { booking_id: id, photo_id: photo.id, shared: true })).photo.shared).toBe(true);
      expect((await links(client, id)).links.map((l) => l.photo_id)).toEqual([photo.id]);
      expect((await setCheck(client, id, ['scratches'], 'Rear bumper')).booking.condition_check).toMatchObject({ items: ['scratches'], note: 'Rear bumper' });
      const removed = await removePhoto(client, id, photo.id);
      expect(removed).toMatchObject({ photo_id: photo.id, removed: true });
      expect(removed.booking.photos).toEqual([]);
      expect(await objectsOf(id)).toEqual([]);
    }
  });
});

describe('tagging a photo again', () => {
  it('tags a Before photo After and back with a history line each; tagged Before, a shared photo stops reaching the customer', async () => {
    const id = await createTestBooking('confirmed');
    const { photo } = await addPhoto(staff, photoInput(id, { tag: 'before', caption: 'Seats' }));
    const after = await updatePhoto(staff, { booking_id: id, photo_id: photo.id, tag: 'after' });
    expect(after.photo).toMatchObject({ tag: 'after', caption: 'Seats', shared: false });
    expect(after.booking.history?.at(-1)).toMatchObject({ change: 'photo', to: 'Before photo tagged After', by: 'staff' });
    await updatePhoto(staff, { booking_id: id, photo_id: photo.id, shared: true });
    const mine = await anonymous.call<GetMyBookingInput, MyBookingOutput>('getMyBooking', { id, token: await manageTokenOf(id) });
    expect(mine.booking.photos?.map((p) => p.tag)).toEqual(['after']);

    const before = await updatePhoto(staff, { booking_id: id, photo_id: photo.id, tag: 'before' });
    expect(before.photo).toMatchObject({ tag: 'before', shared: false });
    expect(before.booking.history?.at(-1)).toMatchObject({ to: 'After photo tagged Before, no longer shared' });
    expect((await fetchLink(mine.booking.photos![0]!.url)).status).toBe(404);
    // Asking for the tag it has changes nothing.
    const same = await updatePhoto(staff, { booking_id: id, photo_id: photo.id, tag: 'before' });
    expect(same.booking.history).toHaveLength(before.booking.history!.length);
    expect(await callError(updatePhoto(staff, { booking_id: id, photo_id: photo.id, tag: 'side' as 'before' }))).toMatchObject({ code: 'functions/invalid-argument' });
  });
});

describe('adding a photo', () => {
  it('stores the object and its record with a history line, which every staff device reads with the booking', async () => {
    const id = await createTestBooking('confirmed');
    const input = photoInput(id, { caption: 'Scratch on the rear door' });
    const { photo, booking } = await addPhoto(staff, input);
    expect(photo).toMatchObject({ id: input.photo_id, tag: 'before', caption: 'Scratch on the rear door', shared: false, by: 'staff@example.com' });
    expect(booking.photos).toEqual([photo]);
    expect(booking.history?.at(-1)).toMatchObject({ change: 'photo', to: 'Before photo added', by: 'staff', by_email: 'staff@example.com' });
    const [bytes] = await bucket().file(`jobs/${id}/${input.photo_id}`).download();
    expect(bytes.equals(jpeg)).toBe(true);
  });

  it('stores a retried photo once: the same id sent again, and twice at once, leaves one object and one record', async () => {
    const id = await createTestBooking('confirmed');
    const input = photoInput(id);
    const first = await addPhoto(staff, input);
    const [again, concurrent] = await Promise.all([addPhoto(staff, input), addPhoto(staff, input)]);
    expect(again.photo).toEqual(first.photo);
    expect(concurrent.photo).toEqual(first.photo);
    const doc = (await adminDb().collection('bookings').doc(id).get()).data()!;
    expect(doc.photos.map((p: { id: string }) => p.id)).toEqual([input.photo_id]);
    expect(doc.history.filter((h: { change: string }) => h.change === 'photo')).toHaveLength(1);
    expect(await objectsOf(id)).toEqual([`jobs/${id}/${input.photo_id}`]);
  });

  it('refuses a photo over 2 MB, a file that is not an image whatever it claims, and unreadable data, storing nothing', async () => {
    const id = await createTestBooking('confirmed');
    const large = Buffer.alloc(Math.round(2.5 * 1024 * 1024));
    jpeg.copy(large);
    const tooLarge = await callError(addPhoto(staff, photoInput(id, { data: large.toString('base64') })));
    expect(tooLarge).toMatchObject({ code: 'functions/invalid-argument', message: 'That photo is too large (2.5 MB): the most is 2 MB' });

    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const notImage = await callError(addPhoto(staff, photoInput(id, { data: html.toString('base64') })));
    expect(notImage).toMatchObject({ code: 'functions/invalid-argument', message: 'That file is not a photo: choose a JPEG, PNG or WebP picture' });
    // A real PNG declared as a JPEG: the bytes decide.
    expect((await callError(addPhoto(staff, photoInput(id, { data: png.toString('base64') })))).message).toBe('That file is not a photo: choose a JPEG, PNG or WebP picture');
    expect((await callError(addPhoto(staff, photoInput(id, { content_type: 'text/html' as 'image/jpeg' })))).code).toBe('functions/invalid-argument');
    expect((await callError(addPhoto(staff, photoInput(id, { data: '%%%not base64%%%' })))).message).toBe('That photo could not be read: take or choose it again');

    expect(await objectsOf(id)).toEqual([]);
    expect((await adminDb().collection('bookings').doc(id).get()).get('photos')).toBeUndefined();
    // The same PNG declared as one is taken.
    expect((await addPhoto(staff, photoInput(id, { content_type: 'image/png', data: png.toString('base64') }))).photo.content_type).toBe('image/png');
  });

  it('refuses photos for a deleted or erased booking, and for an unknown one', async () => {
    const deleted = await createTestBooking('confirmed');
    await admin.call('deleteBooking', { id: deleted });
    const refused = await callError(addPhoto(staff, photoInput(deleted)));
    expect(refused).toMatchObject({ code: 'functions/failed-precondition', message: 'This booking was deleted or its personal details were erased: photos can no longer be added' });
    expect(await objectsOf(deleted)).toEqual([]);
    const erased = await createTestBooking('completed');
    await admin.call('anonymizeBooking', { id: erased });
    expect((await callError(addPhoto(staff, photoInput(erased)))).code).toBe('functions/failed-precondition');
    expect(await objectsOf(erased)).toEqual([]);
    expect((await callError(addPhoto(staff, photoInput('no-such-booking')))).code).toBe('functions/not-found');
  });
});

describe('photo links', () => {
  let id: string;
  let photoId: string;
  beforeAll(async () => {
    id = await createTestBooking('confirmed');
    photoId = (await addPhoto(staff, photoInput(id))).photo.id;
  });

  it("serve a staff link's photo through the site, same-origin, for an hour, for no cache to keep", async () => {
    const [link] = (await links(staff, id)).links;
    expect(link!.url).toMatch(new RegExp(`^/photos/${id}/${photoId}\\?`));
    const minutes = (Date.parse(link!.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(55);
    expect(minutes).toBeLessThanOrEqual(60);
    const res = await fetchLink(link!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    // Neither a shared cache nor the browser keeps it: an un-shared or erased photo is not shown again from a copy.
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(jpeg)).toBe(true);
  });

  it('refuse a tampered or malformed link with a clear message and no file', async () => {
    const [link] = (await links(staff, id)).links;
    const url = new URL(link!.url, STACK.hostingUrl);
    const tampered = [
      (() => { const u = new URL(url); u.searchParams.set('s', `${u.searchParams.get('s')!.slice(0, -2)}AA`); return u; })(),
      // A later expiry on the same signature.
      (() => { const u = new URL(url); u.searchParams.set('x', String(Number(u.searchParams.get('x')) + 86_400)); return u; })(),
      // A staff link's signature on a customer link (which would still need sharing).
      (() => { const u = new URL(url); u.searchParams.set('k', 'c'); return u; })(),
      // Another booking's path.
      new URL(`${url.pathname.replace(id, 'another-booking')}${url.search}`, STACK.hostingUrl),
      new URL(`/photos/${id}/${photoId}`, STACK.hostingUrl),
    ];
    for (const u of tampered) {
      const res = await fetchLink(u.href);
      expect(res.status, u.href).toBe(403);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toBe('This photo link is not valid.');
    }
  });

  it('refuse an expired link as expired, and a customer link to a photo not shared as gone', async () => {
    const expired = photoLink('staff', id, photoId, new Date(Date.now() - 1000));
    const res = await fetchLink(expired.url);
    expect(res.status).toBe(403);
    expect(await res.text()).toBe('This photo link has expired: open the page or e-mail it came from again for a new one.');
    const customer = photoLink('customer', id, photoId, new Date(Date.now() + 60_000));
    const unshared = await fetchLink(customer.url);
    expect(unshared.status).toBe(404);
    expect(await unshared.text()).toBe('This photo is no longer available.');
    await updatePhoto(staff, { booking_id: id, photo_id: photoId, shared: true });
    expect((await fetchLink(customer.url)).status).toBe(200);
  });
});

describe('what the customer sees', () => {
  it("the manage page's read carries the shared photos only, as links with captions, and no condition check", async () => {
    const id = await createTestBooking('confirmed');
    const before = await addPhoto(staff, photoInput(id, { tag: 'before', caption: 'Dent on the hood' }));
    const afterShared = await addPhoto(staff, photoInput(id, { tag: 'after', caption: 'Hood polished' }));
    const beforeShared = await addPhoto(staff, photoInput(id, { tag: 'before', caption: 'Seats before' }));
    await addPhoto(staff, photoInput(id, { tag: 'after', caption: 'Not chosen' }));
    await updatePhoto(staff, { booking_id: id, photo_id: afterShared.photo.id, shared: true });
    await updatePhoto(staff, { booking_id: id, photo_id: beforeShared.photo.id, shared: true });
    await setCheck(staff, id, ['dents', 'odour'], 'Customer says the dent is new');

    const { booking } = await anonymous.call<GetMyBookingInput, MyBookingOutput>('getMyBooking', { id, token: await manageTokenOf(id) });
    expect(booking.photos?.map((p) => [p.tag, p.caption])).toEqual([
      ['before', 'Seats before'],
      ['after', 'Hood polished'],
    ]);
    const shown = JSON.stringify(booking);
    for (const secret of ['Dent on the hood', 'Not chosen', 'Customer says the dent is new', 'condition_check', 'staff@example.com', before.photo.id]) expect(shown).not.toContain(secret);
    for (const photo of booking.photos!) {
      const res = await fetchLink(photo.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
    }
    // Un-sharing stops the customer's links at once.
    await updatePhoto(staff, { booking_id: id, photo_id: afterShared.photo.id, shared: false });
    expect((await fetchLink(booking.photos![1]!.url)).status).toBe(404);
  });

  it("the completed job's e-mail shows the shared photos as images with links, and no other", async () => {
    const id = await createTestBooking('confirmed');
    const shared = await addPhoto(staff, photoInput(id, { tag: 'after', caption: 'Shine & "gloss"' }));
    const hidden = await addPhoto(staff, photoInput(id, { tag: 'before', caption: 'Private before' }));
    await updatePhoto(staff, { booking_id: id, photo_id: shared.photo.id, shared: true });
    // Completed on a day of its own in 2030, so only this run's clock (the next morning) finds it.
    const completedAt = new Date('2030-03-04T20:00:00Z');
    await adminDb().collection('bookings').doc(id).update({ status: 'completed', completed_at: Timestamp.fromDate(completedAt) });
    const sent: OutgoingMail[] = [];
    const db = await functionsDb();
    const ids = await sendDueReviewRequests(db, new Date('2030-03-05T18:00:00Z'), async (mail) => {
      sent.push(mail);
      return `test-${sent.length}`;
    });
    expect(ids).toEqual([id]);
    const html = sent[0]!.html;
    const urls = [...html.matchAll(/<img src="([^"]+)" alt="([^"]+)"/g)].map((m) => [m[1]!.replace(/&amp;/g, '&'), m[2]]);
    expect(urls).toHaveLength(1);
    expect(urls[0]![1]).toBe('After photo: Shine &amp; &quot;gloss&quot;');
    expect(urls[0]![0]).toMatch(new RegExp(`^${STACK.hostingUrl}/photos/${id}/${shared.photo.id}\\?`));
    expect(html).not.toContain(hidden.photo.id);
    expect(html).not.toContain('Private before');
    expect(sent[0]!.text).toContain(`After photo: Shine & "gloss": ${urls[0]![0]}`);
    const res = await fetchLink(urls[0]![0]!);
    expect(res.status).toBe(200);
  });
});

describe('the condition check', () => {
  it('is stored with a history line naming the items ticked (not the note)', async () => {
    const id = await createTestBooking('confirmed');
    const { booking } = await setCheck(staff, id, ['pet-hair', 'scratches', 'pet-hair'], 'Dog hair on the back seat');
    expect(booking.condition_check).toMatchObject({ items: ['pet-hair', 'scratches'], note: 'Dog hair on the back seat', by: 'staff@example.com' });
    expect(booking.history?.at(-1)).toMatchObject({ change: 'condition', from: null, to: 'Pet hair, Scratches' });
    const again = await setCheck(staff, id, [], null);
    expect(again.booking.history?.at(-1)).toMatchObject({ change: 'condition', from: 'Pet hair, Scratches', to: 'Nothing noted' });
    expect(JSON.stringify(again.booking.history)).not.toContain('Dog hair');
    expect((await callError(setCheck(staff, id, ['rust']))).code).toBe('functions/invalid-argument');
  });

  it('with damage ticked, completing the job is refused until a Before photo is added', async () => {
    // A past day of its own, so Mark as Completed is offered (the start is behind it).
    const id = await createTestBooking('confirmed', 'Test Customer', { date: '2025-06-04' });
    await setCheck(staff, id, ['dents', 'odour']);
    await addPhoto(staff, photoInput(id, { tag: 'after' }));
    const refused = await callError(staff.call<{ id: string; status: string }, UpdateBookingStatusOutput>('updateBookingStatus', { id, status: 'completed' }));
    expect(refused).toMatchObject({
      code: 'functions/failed-precondition',
      message: 'Add a Before photo of the damage ticked in the condition check (Dents) before marking the job completed',
    });
    expect((await adminDb().collection('bookings').doc(id).get()).get('status')).toBe('confirmed');
    await addPhoto(staff, photoInput(id, { tag: 'before' }));
    const { booking } = await staff.call<{ id: string; status: string }, UpdateBookingStatusOutput>('updateBookingStatus', { id, status: 'completed' });
    expect(booking.status).toBe('completed');
  });
});

describe('erase, delete and retention', () => {
  async function withPhotos(id: string): Promise<void> {
    const { photo } = await addPhoto(staff, photoInput(id, { tag: 'after', caption: 'Plate ABC 123' }));
    await addPhoto(staff, photoInput(id, { tag: 'before' }));
    await updatePhoto(staff, { booking_id: id, photo_id: photo.id, shared: true });
    await setCheck(staff, id, ['scratches'], 'Owner Jane says it was keyed');
    expect(await objectsOf(id)).toHaveLength(2);
  }

  async function expectNoPhotos(id: string): Promise<void> {
    expect(await objectsOf(id)).toEqual([]);
    const doc = (await adminDb().collection('bookings').doc(id).get()).data();
    if (doc) {
      expect(doc.photos ?? []).toEqual([]);
      expect(doc.condition_check ?? null).toBeNull();
      expect(JSON.stringify(doc)).not.toMatch(/Plate ABC 123|keyed/);
    }
  }

  it("an admin's erase removes the job's photos and condition check, and the customer's link then finds nothing", async () => {
    const id = await createTestBooking('completed');
    await withPhotos(id);
    const { booking } = await admin.call<{ id: string }, AnonymizeBookingOutput>('anonymizeBooking', { id });
    expect(booking.photos).toEqual([]);
    await expectNoPhotos(id);
    const mine = anonymous.call<GetMyBookingInput, MyBookingOutput>('getMyBooking', { id, token: await manageTokenOf(id) });
    expect(await callError(mine)).toMatchObject({ code: 'functions/not-found', message: "We couldn't find that booking" });
  });

  it('deleting a booking removes its photos', async () => {
    const id = await createTestBooking('confirmed');
    await withPhotos(id);
    await admin.call('deleteBooking', { id });
    await expectNoPhotos(id);
  });

  it('the retention sweep deletes a photo object left without its record, once old enough, and keeps recorded ones', async () => {
    // (Retention's erase of a booking past its time, photos and all: job-photos-retention.test.ts.)
    const db = await functionsDb();
    // A live booking: its recorded photo stays, an object without a record goes once old enough.
    const live = await createTestBooking('confirmed');
    const { photo } = await addPhoto(staff, photoInput(live));
    await bucket().file(`jobs/${live}/${randomUUID()}`).save(jpeg, { contentType: 'image/jpeg' });
    expect(await sweepJobPhotos(db, { prefix: `jobs/${live}/` })).toBe(0);
    expect(await sweepJobPhotos(db, { prefix: `jobs/${live}/`, createdBefore: new Date(Date.now() + 60_000) })).toBe(1);
    expect(await objectsOf(live)).toEqual([`jobs/${live}/${photo.id}`]);
  });
});
