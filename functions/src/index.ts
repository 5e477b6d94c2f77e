// Every deployed function, one file each, exported under its contract's name
// (deployed-callables.ts checks that every callable of
// src/domain/callables/callables.ts is here).
export { health } from './health';
// Booking (anyone).
export { createBooking } from './booking/create-booking';
export { getAvailability } from './booking/get-availability';
// The customer's own booking, from the manage link (anyone holding its token).
export { getMyBooking } from './self-service/get-my-booking';
export { rescheduleMyBooking } from './self-service/reschedule-my-booking';
export { cancelMyBooking } from './self-service/cancel-my-booking';
export { setMyBookingAddress } from './self-service/set-my-booking-address';
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
export { renewManageLink, renewMyManageLink } from './self-service/renew-manage-link';
// Job photos and the condition check (staff and admin).
export { addJobPhoto } from './photos/add-job-photo';
export { updateJobPhoto } from './photos/update-job-photo';
export { removeJobPhoto } from './photos/remove-job-photo';
export { jobPhotoLinks } from './photos/job-photo-links';
export { setConditionCheck } from './photos/set-condition-check';
// Quotes: the request (anyone), the owner's answer (admin), the customer's link (anyone holding it).
export { requestQuote } from './quotes/request-quote';
export { renewQuoteLink, sendQuote, withdrawQuote } from './quotes/staff-quote';
export { quotePhotoLinks } from './quotes/quote-photo-links';
export { getMyQuote } from './quotes/get-my-quote';
export { getQuoteTimes } from './quotes/get-quote-times';
export { acceptQuote } from './quotes/accept-quote';
export { declineQuote } from './quotes/decline-quote';
// Maintenance plans: staff (preview, make, read, change), the customer from a visit's link (read, skip, pause, end).
export { previewPlan, getPlan } from './plans/read-plan';
export { createPlan, editPlanSeries, endPlan, pausePlan, skipPlanVisit } from './plans/staff-plan';
export { getMyPlan } from './plans/get-my-plan';
export { endMyPlan, pauseMyPlan, skipMyPlanVisit } from './plans/my-plan';
// The owner's reports (admin): the weekly summary e-mail on or off.
export { setReportSettings } from './reports/set-report-settings';
// The offer after a booking: the customer asks for a plan (anyone holding the booking's link).
export { requestPlan } from './plans/request-plan';

export { planVisits, quoteExpiry, rescheduleSummaries, retention, retryMail, sendReminders, sendReviewRequests, weeklySummary } from './scheduled/scheduled';
// A photo link's picture (Hosting's /photos/** rewrite).
export { photo } from './photos/serve-photo';
