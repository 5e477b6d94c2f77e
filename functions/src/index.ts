// Every deployed function, one file each.
import type { CallableName } from '@/domain/callables/callables';
import { health } from './health';
// Booking (anyone).
import { createBooking } from './booking/create-booking';
import { getAvailability } from './booking/get-availability';
// The customer's own booking, from the manage link (anyone holding its token).
import { getMyBooking } from './self-service/get-my-booking';
import { rescheduleMyBooking } from './self-service/reschedule-my-booking';
import { cancelMyBooking } from './self-service/cancel-my-booking';
import { setMyBookingAddress } from './self-service/set-my-booking-address';
// Staff dashboard (admin and staff roles).
import { listBookings } from './staff/list-bookings';
import { updateBookingStatus } from './staff/update-booking-status';
import { staffRescheduleBooking } from './staff/staff-reschedule-booking';
import { deleteBooking } from './staff/delete-booking';
import { createStaffBooking } from './staff/create-staff-booking';
// The crew's day: On my way and the customer note (staff and admin); asking customers to reschedule (admin).
import { sendOnMyWay } from './staff/send-on-my-way';
import { setCustomerNote } from './staff/customer-note';
import { askToReschedule } from './blocks/ask-to-reschedule';
// Blocked time (createBlock, removeBlock: admin; listBlocks: staff and admin).
import { createBlock } from './blocks/create-block';
import { removeBlock } from './blocks/remove-block';
import { listBlocks } from './blocks/list-blocks';
// Privacy (admin role).
import { anonymizeBooking } from './privacy/anonymize-booking';
import { renewManageLink, renewMyManageLink } from './self-service/renew-manage-link';
// Job photos and the condition check (staff and admin).
import { addJobPhoto } from './photos/add-job-photo';
import { updateJobPhoto } from './photos/update-job-photo';
import { removeJobPhoto } from './photos/remove-job-photo';
import { jobPhotoLinks } from './photos/job-photo-links';
import { setConditionCheck } from './photos/set-condition-check';
// Quotes: the request (anyone), the owner's answer (admin), the customer's link (anyone holding it).
import { requestQuote } from './quotes/request-quote';
import { renewQuoteLink, sendQuote, withdrawQuote } from './quotes/staff-quote';
import { quotePhotoLinks } from './quotes/quote-photo-links';
import { getMyQuote } from './quotes/get-my-quote';
import { getQuoteTimes } from './quotes/get-quote-times';
import { acceptQuote } from './quotes/accept-quote';
import { declineQuote } from './quotes/decline-quote';
// Maintenance plans: staff (preview, make, read, change), the customer from a visit's link (read, skip, pause, end).
import { createPlan, editPlanSeries, endPlan, getPlan, pausePlan, previewPlan, skipPlanVisit } from './plans/staff-plan';
import { endMyPlan, getMyPlan, pauseMyPlan, skipMyPlanVisit } from './plans/my-plan';

export { planVisits, quoteExpiry, rescheduleSummaries, retention, retryMail, sendReminders, sendReviewRequests } from './scheduled/scheduled';
// A photo link's picture (Hosting's /photos/** rewrite).
export { photo } from './photos/serve-photo';

// Every callable of src/domain/callables/callables.ts, exported under its contract's name:
// a contract without its function (or a misspelt export) fails the typecheck.
const _callables = {
  health,
  createBooking,
  getAvailability,
  getMyBooking,
  rescheduleMyBooking,
  cancelMyBooking,
  setMyBookingAddress,
  renewMyManageLink,
  listBookings,
  updateBookingStatus,
  staffRescheduleBooking,
  deleteBooking,
  createStaffBooking,
  sendOnMyWay,
  setCustomerNote,
  askToReschedule,
  createBlock,
  removeBlock,
  listBlocks,
  anonymizeBooking,
  renewManageLink,
  addJobPhoto,
  updateJobPhoto,
  removeJobPhoto,
  jobPhotoLinks,
  setConditionCheck,
  requestQuote,
  sendQuote,
  withdrawQuote,
  renewQuoteLink,
  quotePhotoLinks,
  getMyQuote,
  getQuoteTimes,
  acceptQuote,
  declineQuote,
  previewPlan,
  createPlan,
  getPlan,
  editPlanSeries,
  skipPlanVisit,
  pausePlan,
  endPlan,
  getMyPlan,
  skipMyPlanVisit,
  pauseMyPlan,
  endMyPlan,
} satisfies Record<CallableName, unknown>;

export {
  health,
  createBooking,
  getAvailability,
  getMyBooking,
  rescheduleMyBooking,
  cancelMyBooking,
  setMyBookingAddress,
  renewMyManageLink,
  listBookings,
  updateBookingStatus,
  staffRescheduleBooking,
  deleteBooking,
  createStaffBooking,
  sendOnMyWay,
  setCustomerNote,
  askToReschedule,
  createBlock,
  removeBlock,
  listBlocks,
  anonymizeBooking,
  renewManageLink,
  addJobPhoto,
  updateJobPhoto,
  removeJobPhoto,
  jobPhotoLinks,
  setConditionCheck,
  requestQuote,
  sendQuote,
  withdrawQuote,
  renewQuoteLink,
  quotePhotoLinks,
  getMyQuote,
  getQuoteTimes,
  acceptQuote,
  declineQuote,
  previewPlan,
  createPlan,
  getPlan,
  editPlanSeries,
  skipPlanVisit,
  pausePlan,
  endPlan,
  getMyPlan,
  skipMyPlanVisit,
  pauseMyPlan,
  endMyPlan,
};
export type DeployedCallables = typeof _callables;
