// Every deployed function, one file each.
export { health } from './health';
// Booking (anyone).
export { createBooking } from './booking/create-booking';
export { getAvailability } from './booking/get-availability';
export { retention, retryMail, sendReminders } from './schedules/scheduled';
// Staff dashboard (admin and staff roles).
export { listBookings } from './staff/list-bookings';
export { updateBookingStatus } from './staff/update-booking-status';
export { deleteBooking } from './staff/delete-booking';
// Privacy (admin role).
export { anonymizeBooking } from './privacy/anonymize-booking';
