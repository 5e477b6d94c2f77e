// The dashboard's status and delete actions with the spec's messages
// (site spec section 8); shared by the details dialog and the Today view.
// A refusal is told by the dashboard's refusal watcher, from the kind's
// declaration (src/lib/sync/outbox-kinds.ts): these only say what succeeded.
import { toaster } from '@/lib/toaster';
import type { BookingStatus } from '@/domain/booking/status';
import { arrivalWindow, arrivalWindowLabel, type SendOnMyWayInput } from '@/domain/schedule/crew-schema';
import { changeBookingStatus, deleteBooking, isRefused, saveCustomerNote, sendOnMyWay, type ChangeResult } from './staff-service';

export const QUEUED = 'Saved on this device; it will be sent when you are back online';

/** The success toast of a change the server took or that waits on this device; false when it was refused. */
function told(result: ChangeResult, title: string): boolean {
  if (isRefused(result)) return false;
  toaster.create({ type: 'success', duration: 6000, title, description: result === 'queued' ? QUEUED : undefined });
  return true;
}

export async function runStatusChange(booking: { id: string; status: BookingStatus }, status: BookingStatus): Promise<boolean> {
  return told(await changeBookingStatus(booking, status), `Booking status updated to ${status}`);
}

export async function runDelete(id: string): Promise<boolean> {
  return told(await deleteBooking(id), 'Booking deleted successfully');
}

/** On my way: the arrival window shown as the customer gets it; a refusal (too late, too soon) says why. */
export async function runOnMyWay(bookingId: string, driveMin: SendOnMyWayInput['drive_min']): Promise<boolean> {
  const window = arrivalWindowLabel(arrivalWindow(new Date(), driveMin));
  const result = await sendOnMyWay(bookingId, driveMin);
  return told(result, result === 'queued' ? `On My Way saved: arriving ${window}` : `On My Way sent: arriving ${window}`);
}

export async function runSaveNote(bookingId: string, note: string): Promise<boolean> {
  return told(await saveCustomerNote(bookingId, note), 'Customer note saved');
}
