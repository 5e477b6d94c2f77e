// Every deployed function, one file each.
export { health } from './health';
// Staff dashboard (admin and staff roles).
export { listBookings } from './staff/list-bookings';
export { updateBookingStatus } from './staff/update-booking-status';
export { deleteBooking } from './staff/delete-booking';
