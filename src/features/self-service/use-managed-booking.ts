// Live view of one managed booking: its Dexie copy, the change waiting in the
// outbox and the latest refused change, so the page updates when the sync
// engine (here or in the service worker) gets the server's answer.
import { useLiveQuery } from '@/lib/db/use-live-query';
import { appDb, type ManagedBookingRow, type RefusalRow } from '@/lib/db/db';
import { kindOf, type QueuedChange } from '@/lib/sync/outbox-kinds';
import type { ChangeRefusal, ServiceAddress } from '@/domain/booking/self-service-schema';
import { readManaged } from '@/lib/sync/managed-bookings';
import { visitorRefusal } from '@/lib/sync/refusals';
import { queuedCustomerChanges, queuedFrom } from '@/lib/sync/queued';

/** Why the server refused the customer's last change, until they move on. */
export interface ManagedRefusal {
  kind: 'reschedule' | 'cancel' | 'address';
  code: string;
  message: string;
  reason: ChangeRefusal | null;
  /** A refused address change: the address as the customer typed it (the form shows it again, and a new time may go with it). */
  address: ServiceAddress | null;
}

export interface ManagedLive {
  /** The booking this answer is about (a previous id's answer may still be shown while the new one loads). */
  id: string | null;
  managed: ManagedBookingRow | undefined;
  /** A change of this booking queued on this device and not yet answered. */
  waiting: QueuedChange | undefined;
  refusal: ManagedRefusal | null;
  /** A plan change (skip, pause, end) queued from this visit's page and not yet answered. */
  planWaiting: QueuedChange | undefined;
  /** Why the server refused the last plan change, with the date the customer chose (kept for the form). */
  planRefusal: PlanRefusal | null;
}

/** A refused plan change: its kind, the server's message, and the date that was sent (a pause's or an end's). */
export interface PlanRefusal {
  kind: 'skipMyPlanVisit' | 'pauseMyPlan' | 'endMyPlan';
  code: string;
  message: string;
  date: string | null;
}

function planRefusalOf(refused: RefusalRow | undefined): PlanRefusal | null {
  if (!refused) return null;
  const { code, message } = refused;
  if (refused.kind === 'pauseMyPlan') return { kind: refused.kind, code, message, date: refused.payload.until };
  if (refused.kind === 'endMyPlan') return { kind: refused.kind, code, message, date: refused.payload.from };
  if (refused.kind === 'skipMyPlanVisit') return { kind: refused.kind, code, message, date: null };
  return null;
}

/** Which change of the booking a refused kind was, as its declaration says (outbox-kinds.ts). */
function managePageChange(kind: string): ManagedRefusal['kind'] {
  const shown = kindOf(kind)?.refusal;
  return shown?.on === 'manage-page' ? shown.change : 'reschedule';
}

/** The address a refused setMyBookingAddress sent (its payload), else null. */
function refusedAddress(refused: RefusalRow): ServiceAddress | null {
  if (refused.kind !== 'setMyBookingAddress') return null;
  const { service_street, service_city, service_postal_code } = refused.payload;
  if (!service_street || !service_city) return null;
  return { service_street, service_city, service_postal_code: service_postal_code ?? null };
}

export function useManagedBooking(id: string | null): ManagedLive | undefined {
  return useLiveQuery(async () => {
    if (!id) return { id, managed: undefined, waiting: undefined, refusal: null, planWaiting: undefined, planRefusal: null };
    const db = appDb();
    const [waiting] = await queuedCustomerChanges(db, id);
    const refused = await visitorRefusal(db, 'manage-page', id);
    const refusal: ManagedRefusal | null = refused
      ? {
          kind: managePageChange(refused.kind),
          code: refused.code,
          message: refused.message,
          reason: (refused.details as { reason?: ChangeRefusal } | null)?.reason ?? null,
          address: refusedAddress(refused),
        }
      : null;
    const [planWaiting] = await queuedFrom(db, 'plan-section', id);
    const planRefusal = planRefusalOf(await visitorRefusal(db, 'plan-section', id));
    return { id, managed: await readManaged(db, id), waiting, refusal, planWaiting, planRefusal };
  }, [id]);
}
