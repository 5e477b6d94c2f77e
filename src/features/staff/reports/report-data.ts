// What the Reports' worker reads for itself from the device's cache: the
// bookings and blocks as the staff screens show them (the server's rows with
// the queued, unsent changes on top: shown.ts, the same projection the
// dashboard runs), the bookings slimmed to what the figures read. Read in the
// worker, 25,000 bookings never pass through the page's thread.
//
// The worker never creates or upgrades the database: that is the page's
// (db.ts). It opens the app's database only once it exists at the version this
// build declares (or a later one); until then it waits for the page to say it
// has opened it. Dexie closes the worker's connection when a page asks for a
// newer version, so the worker never blocks an upgrade.
import type { ReportBooking } from '@/domain/reports/report-booking';
import { AppDb } from '@/lib/db/db';
import { readShownBookings, readShownBookingsDated } from '@/lib/sync/shown';

/** What of a booking the figures read (no photos, notes or addresses). */
export function slimReportBooking(b: ReportBooking): ReportBooking {
  return {
    id: b.id,
    customer_name: b.customer_name,
    customer_email: b.customer_email,
    customer_phone: b.customer_phone,
    service_name: b.service_name,
    booking_date: b.booking_date,
    booking_time: b.booking_time,
    vehicle_type: b.vehicle_type,
    vehicle_make: null,
    vehicle_model: null,
    comments: null,
    service_street: null,
    service_city: b.service_city,
    service_postal_code: null,
    total_price: b.total_price,
    duration_min: b.duration_min,
    status: b.status,
    crew: b.crew,
    created_at: b.created_at,
    updated_at: b.updated_at,
    history: b.history?.filter((h) => h.change === 'cancelled' || h.change === 'rescheduled'),
    quote_id: b.quote_id,
    plan_id: b.plan_id,
    job_days: b.job_days,
    deleted_at: b.deleted_at,
  };
}

/**
 * The app's database, once it is there at this build's version or later; null
 * while it is missing or older (then the page has not opened it yet: it says
 * so when it has, `pageOpened`). Told by the browser's list of databases, not by
 * opening one: an open without a version would create a missing database,
 * and Dexie deletes what it created, under a page opening it meanwhile.
 */
export async function openCacheReadOnly({ name, pageOpened = false }: { name?: string; pageOpened?: boolean } = {}): Promise<AppDb | null> {
  const db = new AppDb(name);
  if (pageOpened) return db;
  const listed = typeof indexedDB.databases === 'function' ? await indexedDB.databases() : [];
  const stored = listed.find((d) => d.name === db.name)?.version ?? 0;
  // Dexie's version n is IndexedDB's version 10n.
  return stored >= db.verno * 10 ? db : null;
}

/**
 * The stored bookings read a page at a time: over years of bookings a whole
 * read (again after each pull) unpacks for seconds on a phone, and the worker
 * answers a period asked meanwhile between two pages, from the bookings it has.
 */
export const REPORT_READ_PAGE = 2_000;

/**
 * The bookings as shown now (the stored rows and the queued changes read in
 * one transaction, so a live query sees them agree), slimmed. Blocks are read
 * on their own (readShownBlocks): a block added does not read 25,000 bookings again.
 */
export async function readReportBookings(db: AppDb): Promise<ReportBooking[]> {
  return (await readShownBookings(db, { pageSize: REPORT_READ_PAGE })).map(slimReportBooking);
}

/** The bookings as shown now dated inside `dates`, slimmed; null while a queued change shows on bookings (readShownBookingsDated). */
export async function readReportBookingsDated(db: AppDb, dates: { from: string; to: string }): Promise<ReportBooking[] | null> {
  return (await readShownBookingsDated(db, dates))?.map(slimReportBooking) ?? null;
}
