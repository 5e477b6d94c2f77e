// The dashboard's status and delete actions with the spec's messages
// (site spec section 8); shared by the details dialog and the Today view.
import { toaster } from '@/lib/toaster';
import type { BookingStatus } from '@/domain/status';
import { arrivalWindow, arrivalWindowLabel, type SendOnMyWayInput } from '@/domain/crew-schema';
import { StaffChangeRefused, changeBookingStatus, deleteBooking, saveCustomerNote, sendOnMyWay } from './staff-service';

export const QUEUED = 'Saved on this device; it will be sent when you are back online';

export async function runStatusChange(booking: { id: string; status: BookingStatus }, status: BookingStatus): Promise<boolean> {
  try {
    const result = await changeBookingStatus(booking, status);
    toaster.create({ type: 'success', duration: 6000, title: `Booking status updated to ${status}`, description: result === 'queued' ? QUEUED : undefined });
    return true;
  } catch (error) {
    if (!(error instanceof StaffChangeRefused && error.shown)) {
      // A conflict says who changed the booking first; it stays on the booking with its two choices.
      const conflict = error instanceof StaffChangeRefused && error.conflict;
      toaster.create({ type: 'error', title: 'Failed to update booking status', description: conflict ? error.message : undefined });
    }
    return false;
  }
}

export async function runDelete(id: string): Promise<boolean> {
  try {
    const result = await deleteBooking(id);
    toaster.create({ type: 'success', duration: 6000, title: 'Booking deleted successfully', description: result === 'queued' ? QUEUED : undefined });
    return true;
  } catch (error) {
    if (!(error instanceof StaffChangeRefused && error.shown)) {
      const conflict = error instanceof StaffChangeRefused && error.conflict;
      toaster.create({ type: 'error', title: 'Failed to delete booking', description: conflict ? error.message : undefined });
    }
    return false;
  }
}

/** On my way: the arrival window shown as the customer gets it; a refusal (too late, too soon) says why. */
export async function runOnMyWay(bookingId: string, driveMin: SendOnMyWayInput['drive_min']): Promise<boolean> {
  const window = arrivalWindowLabel(arrivalWindow(new Date(), driveMin));
  try {
    const result = await sendOnMyWay(bookingId, driveMin);
    toaster.create({
      type: 'success',
      duration: 6000,
      title: result === 'queued' ? `On My Way saved: arriving ${window}` : `On My Way sent: arriving ${window}`,
      description: result === 'queued' ? QUEUED : undefined,
    });
    return true;
  } catch (error) {
    if (!(error instanceof StaffChangeRefused && error.shown)) {
      toaster.create({ type: 'error', duration: 10_000, title: 'On My Way not sent', description: error instanceof StaffChangeRefused ? error.message : undefined });
    }
    return false;
  }
}

export async function runSaveNote(bookingId: string, note: string): Promise<boolean> {
  try {
    const result = await saveCustomerNote(bookingId, note);
    toaster.create({ type: 'success', duration: 6000, title: 'Customer note saved', description: result === 'queued' ? QUEUED : undefined });
    return true;
  } catch (error) {
    if (!(error instanceof StaffChangeRefused && error.shown)) {
      toaster.create({ type: 'error', title: 'Failed to save the customer note', description: error instanceof StaffChangeRefused ? error.message : undefined });
    }
    return false;
  }
}
