// Every deployed function, one file each.
export { health } from './health';
// Booking (anyone).
export { createBooking } from './booking/create-booking';
export { getAvailability } from './booking/get-availability';
// The customer's own booking, from the manage link (anyone holding its token).
export { getMyBooking } from './booking/get-my-booking';
export { rescheduleMyBooking } from './booking/reschedule-my-booking';
export { cancelMyBooking } from './booking/cancel-my-booking';
export { rescheduleSummaries, retention, retryMail, sendReminders, sendReviewRequests } from './schedules/scheduled';
// Staff dashboard (admin and staff roles).
export { listBookings } from './staff/list-bookings';
export { updateBookingStatus } from './staff/update-booking-status';
export { staffRescheduleBooking } from './staff/staff-reschedule-booking';
export { deleteBooking } from './staff/delete-booking';
export { createStaffBooking } from './staff/create-staff-booking';
// The crew's day: On my way and the customer note (staff and admin); asking customers to reschedule (admin).
export { sendOnMyWay } from './staff/send-on-my-way';
export { setCustomerNote } from './staff/customer-note';
export { askToReschedule } from './blocks/ask-to-reschedule';
// Blocked time (createBlock, removeBlock: admin; listBlocks: staff and admin).
export { createBlock } from './blocks/create-block';
export { removeBlock } from './blocks/remove-block';
export { listBlocks } from './blocks/list-blocks';
// Privacy (admin role).
export { anonymizeBooking } from './privacy/anonymize-booking';
