// Every deployed function, one file each.
export { health } from './health';
export { createBooking } from './booking/create-booking';
export { getAvailability } from './booking/get-availability';
export { retryMail, sendReminders } from './schedules/scheduled';
