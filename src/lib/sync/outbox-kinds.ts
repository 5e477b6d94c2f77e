// Every outbox kind, declared once, by audience: what a visitor queues
// (kinds/visitor-kinds.ts; a plan's customer: kinds/plan-visitor-kinds.ts), what staff queue about bookings, customers and
// blocked time (kinds/staff-kinds.ts), on a job (kinds/job-kinds.ts), on
// a quote (kinds/quote-kinds.ts) and on a maintenance plan (kinds/plan-kinds.ts), with
// the shapes they share written once (kinds/kind-shapes.ts). A declaration
// says the callable that takes it (its typed contract in
// src/domain/callables/callables.ts: the row's payload is that callable's
// input, the answer its output), which sender may send it, what the server's
// answer stores (server-data.ts), and where the person hears of a refusal.
// What a staff kind shows on the staff screens until the server answers (a
// pure projection over the server's rows) is its entry in kinds/staff-shows.ts,
// apart so that what only reads the screens' data loads none of the sending
// code. The sync engine, the service worker, the dashboard's counts and
// sign-out and the refusal watchers all read this table; nothing else
// registers a kind, and every list of kinds is derived from the two.
//
// Adding a kind: its callable's contract in src/domain/callables/callables.ts
// (and its function); its payload in OutboxPayloads (src/lib/db/db.ts: what the
// stored row carries, so rows are typed by kind down to Dexie); then one entry
// in its audience's file (see OutboxKind in outbox-kind.ts for each field; a
// staff kind that shows before the answer, one in kinds/staff-shows.ts), and
// queue it with `enqueue(db, 'yourKind', payload)` and kick the engine
// (page-sync.ts: afterEnqueue, or the dashboard's settle()). The type checker
// fails until the table and OutboxPayloads name the same kinds. A staff kind
// (audience 'staff') is then counted, kept at sign-out and sent only while a
// staff member is signed in; its refusal is announced on the dashboard with
// the declared title.
import type { AppDb, OutboxKindName, OutboxPayloads, OutboxRow } from '@/lib/db/db';
import type { KindTable, OutboxKind } from './outbox-kind';
import { enqueueMutation } from './sync-engine';
import { VISITOR_KINDS } from './kinds/visitor-kinds';
import { STAFF_BOOKING_KINDS } from './kinds/staff-kinds';
import { JOB_KINDS } from './kinds/job-kinds';
import { QUOTE_KINDS } from './kinds/quote-kinds';
import { PLAN_KINDS } from './kinds/plan-kinds';
import { PLAN_VISITOR_KINDS } from './kinds/plan-visitor-kinds';

export type { OutboxKindName };

/** Every kind the stored rows name (OutboxPayloads), each declared with its own payload, and no other. */
type EveryKind = { readonly [K in OutboxKindName]: OutboxKind<K> };
function everyKind<T extends EveryKind>(table: T & Record<Exclude<keyof T, OutboxKindName>, never>): T {
  return table;
}

export const OUTBOX_KINDS = everyKind({ ...VISITOR_KINDS, ...PLAN_VISITOR_KINDS, ...STAFF_BOOKING_KINDS, ...JOB_KINDS, ...QUOTE_KINDS, ...PLAN_KINDS });

/** The table as the engine reads it: a kind's name gives that kind's declaration. */
const DECLARED: EveryKind = OUTBOX_KINDS;

/** The payload of a kind: its callable's input, or what the kind queues instead (a photo's metadata). */
export type PayloadOf<K extends OutboxKindName> = OutboxPayloads[K];

/** An outbox row typed by its kind (a union over the table): `row.kind === 'x'` narrows its payload, no casts. */
export type QueuedChange = OutboxRow;

/** The kinds a sender may send: the page sends every kind, the service worker those declared for it. */
export function kindsFor(sender: 'page' | 'worker'): KindTable {
  const table: { [K in OutboxKindName]?: OutboxKind<K> } = {};
  const add = <K extends OutboxKindName>(kind: K) => {
    if (sender === 'page' || DECLARED[kind].senders === 'page-and-worker') table[kind] = DECLARED[kind];
  };
  for (const kind of KIND_NAMES) add(kind);
  return table;
}

function isKindName(kind: string): kind is OutboxKindName {
  return Object.hasOwn(OUTBOX_KINDS, kind);
}

const KIND_NAMES: readonly OutboxKindName[] = Object.keys(OUTBOX_KINDS).filter(isKindName);

/** The declaration of a stored row's kind (undefined for a kind this build does not know: another build's). */
export function kindOf<K extends OutboxKindName>(kind: K): OutboxKind<K> | undefined;
export function kindOf(kind: string): EveryKind[OutboxKindName] | undefined;
export function kindOf(kind: string): EveryKind[OutboxKindName] | undefined {
  return isKindName(kind) ? DECLARED[kind] : undefined;
}

/** Stored rows of the kinds this build knows; a row another build left (a kind since renamed) is left out. */
export function asQueuedChanges(rows: readonly OutboxRow[]): QueuedChange[] {
  return rows.filter((r) => isKindName(r.kind));
}

/** The kinds whose declaration matches: every list of kinds is derived from the table this way. */
function kindsWhere(test: (kind: EveryKind[OutboxKindName]) => boolean): readonly OutboxKindName[] {
  return KIND_NAMES.filter((k) => test(DECLARED[k]));
}

/** Every kind staff queue: what the dashboard counts, shows, sends only while signed in, and keeps or discards at sign-out. */
export const STAFF_KINDS: readonly OutboxKindName[] = kindsWhere((k) => k.audience === 'staff');

/**
 * Queues a change: its outbox row (and the kind's own device records, with
 * `alsoLocal` more writes of the caller's) in one transaction, before any
 * network call. Returns the row's id (the mutation id). Kick the engine after.
 */
export async function enqueue<K extends OutboxKindName>(db: AppDb, kind: K, payload: OutboxPayloads[K], alsoLocal?: () => Promise<void>): Promise<string> {
  const declared: OutboxKind<K> = DECLARED[kind];
  const id = declared.rowId?.(payload) ?? crypto.randomUUID();
  await enqueueMutation(db, { id, kind, target_id: declared.target(payload), payload }, async (queued) => {
    await declared.queued?.(db, queued);
    await alsoLocal?.();
  });
  return id;
}
