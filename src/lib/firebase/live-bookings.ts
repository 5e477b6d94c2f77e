// The dashboard's live reads: Firestore listeners over a window of bookings and
// over the upcoming blocked time, one on the member's own access record, and one on the owner's report settings. Loaded with import() by the
// dashboard only, so Firestore's code never reaches a public page. The SDK keeps
// its cache in memory: the device's offline store stays Dexie (the caller merges
// every snapshot into it), and nothing of Firestore's outlives the page.
import {
  collection,
  connectFirestoreEmulator,
  doc,
  initializeFirestore,
  memoryLocalCache,
  onSnapshot,
  query,
  terminate,
  where,
  type Firestore,
  type FirestoreSettings,
} from 'firebase/firestore';
import { ENV } from '@/config/env';
import { booking as bookingSchema } from '@/domain/booking/booking-schema';
import { blockFromStored, bookingFromStored, type LiveBookingsChange, type LiveError, type StoredBlock, type StoredBooking } from '@/domain/booking/booking-doc';
import { block as blockSchema, type Block } from '@/domain/callables/operations-schema';
import { quote as quoteSchema, type Quote } from '@/domain/quotes/quote-schema';
import { REPORT_SETTINGS_COLLECTION, REPORT_SETTINGS_ID, reportSettingsOf, type ReportSettings } from '@/domain/reports/report-settings';
import { firebaseApp, firebaseAuth } from './client';

let firestore: Firestore | undefined;

/**
 * A page that goes away (closed, reloaded, navigated off; not one kept in the
 * back-forward cache, whose listeners resume) closes its listen channel rather
 * than leaving it to the server: a channel dropped without a word (a phone that
 * lost signal, then closed the tab) is kept by the server, which goes on
 * queueing every change for it.
 */
let closesOnExit = false;
function closeOnPageExit(): void {
  if (closesOnExit || typeof addEventListener !== 'function') return;
  closesOnExit = true;
  addEventListener('pagehide', (event: PageTransitionEvent) => {
    if (event.persisted || !firestore) return;
    void terminate(firestore);
    firestore = undefined;
  });
}

function liveFirestore(): Firestore {
  if (!firestore) {
    closeOnPageExit();
    // Auth first: Firestore picks up the signed-in user's token from the app's Auth instance.
    firebaseAuth();
    // The listen channel streams over XMLHttpRequest, not fetch (the SDK's default): with
    // fetch streams, a listener that came back after a lost connection was seen to stay
    // silent, the device online, while the server changed what it listens to (an office
    // dashboard back online showed none of a crew's changes for 11 s). `useFetchStreams`
    // is a setting the SDK accepts but leaves out of its public type.
    const settings: FirestoreSettings & { useFetchStreams: boolean } = { localCache: memoryLocalCache(), useFetchStreams: false };
    firestore = initializeFirestore(firebaseApp(), settings);
    if (ENV.VITE_FIRESTORE_EMULATOR) {
      const [host, port] = ENV.VITE_FIRESTORE_EMULATOR.split(':');
      connectFirestoreEmulator(firestore, host, Number(port));
    }
  }
  return firestore;
}

/**
 * Listens to the bookings dated from `from` to `to` (inclusive, YYYY-MM-DD):
 * the query the security rules allow staff to listen to. Calls `next` with
 * each snapshot's changes and `error` once if the listener ends (it does not
 * restart by itself). Returns the unsubscribe.
 */
export function listenToBookings(
  window: { from: string; to: string },
  handlers: { next(change: LiveBookingsChange): void; error(error: LiveError): void },
): () => void {
  const q = query(collection(liveFirestore(), 'bookings'), where('booking_date', '>=', window.from), where('booking_date', '<=', window.to));
  let initial = true;
  return onSnapshot(
    q,
    (snapshot) => {
      const change: LiveBookingsChange = { bookings: [], deletedIds: [], leftIds: [], initial };
      initial = false;
      for (const c of snapshot.docChanges()) {
        if (c.type === 'removed') {
          change.leftIds.push(c.doc.id);
          continue;
        }
        const data = c.doc.data() as StoredBooking;
        if (data.deleted_at) {
          change.deletedIds.push(c.doc.id);
          continue;
        }
        // A document the app cannot read (older or newer shape) is left to the callable pull.
        const parsed = bookingSchema.safeParse(bookingFromStored(c.doc.id, data));
        if (parsed.success) change.bookings.push(parsed.data);
      }
      if (change.initial || change.bookings.length || change.deletedIds.length || change.leftIds.length) handlers.next(change);
    },
    (error) => handlers.error({ code: (error as { code?: string }).code ?? 'unknown', message: error.message }),
  );
}

/**
 * Listens to the blocked time ending on `from` or later (the query listBlocks runs);
 * calls `next` with all of it on every change.
 */
export function listenToBlocks(from: string, handlers: { next(blocks: Block[]): void; error(error: LiveError): void }): () => void {
  const q = query(collection(liveFirestore(), 'blocks'), where('date_to', '>=', from));
  return onSnapshot(
    q,
    (snapshot) => {
      const blocks: Block[] = [];
      for (const d of snapshot.docs) {
        const parsed = blockSchema.safeParse(blockFromStored(d.id, d.data() as StoredBlock));
        if (parsed.success) blocks.push(parsed.data);
      }
      handlers.next(blocks);
    },
    (error) => handlers.error({ code: (error as { code?: string }).code ?? 'unknown', message: error.message }),
  );
}

/**
 * Listens to every quote (admins only, by the rules: the Quotes view); calls
 * `next` with all of them on every change. The stored document's link key and
 * bookkeeping are left out (the schema keeps staff's fields only).
 */
export function listenToQuotes(handlers: { next(quotes: Quote[]): void; error(error: LiveError): void }): () => void {
  const iso = (t: unknown) => (t && typeof (t as { toDate?: unknown }).toDate === 'function' ? (t as { toDate(): Date }).toDate().toISOString() : new Date(0).toISOString());
  return onSnapshot(
    collection(liveFirestore(), 'quotes'),
    (snapshot) => {
      const quotes: Quote[] = [];
      for (const d of snapshot.docs) {
        const data = d.data();
        // A document the app cannot read (another build's shape) is left out rather than breaking the list.
        const parsed = quoteSchema.safeParse({ ...data, id: d.id, created_at: iso(data.created_at), updated_at: iso(data.updated_at) });
        if (parsed.success) quotes.push(parsed.data);
      }
      handlers.next(quotes);
    },
    (error) => handlers.error({ code: (error as { code?: string }).code ?? 'unknown', message: error.message }),
  );
}

/** Calls back with the role in the member's access record (null when none or revoked) on every change. */
export function listenToAccess(uid: string, onRole: (role: string | null) => void, onError: (error: LiveError) => void): () => void {
  return onSnapshot(
    doc(liveFirestore(), 'staffAccess', uid),
    (snapshot) => {
      if (snapshot.metadata.fromCache) return;
      const role = snapshot.exists() ? (snapshot.get('role') as unknown) : undefined;
      // No record at all says nothing (accounts made before records existed): keep the token's word.
      if (role === undefined) return;
      onRole(typeof role === 'string' ? role : null);
    },
    (error) => onError({ code: (error as { code?: string }).code ?? 'unknown', message: error.message }),
  );
}

/** Calls `next` with the owner's report settings (admins only, by the rules: the toggle in Reports) on every change; the defaults while none are stored. */
export function listenToReportSettings(handlers: { next(settings: ReportSettings): void; error(error: LiveError): void }): () => void {
  return onSnapshot(
    doc(liveFirestore(), REPORT_SETTINGS_COLLECTION, REPORT_SETTINGS_ID),
    (snapshot) => handlers.next(reportSettingsOf(snapshot.data())),
    (error) => handlers.error({ code: (error as { code?: string }).code ?? 'unknown', message: error.message }),
  );
}
