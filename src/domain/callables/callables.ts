// Every callable function's contract: its name, input schema and output
// schema, in one table. The functions define each callable from its entry
// (functions/src/lib/callable.ts: `defineCallable`, which parses the input
// with this schema), and the browser calls it by the same name with the types
// read from here (`callFunction` in src/lib/firebase), so a name, an input or
// an answer cannot drift apart on one side. The browser imports this file for
// its types only: the schemas stay out of its bundles unless a form uses them.
// Who may call each one is CALLABLE_ACCESS (callable-access.ts).
//
// A new callable: its schemas beside their neighbours (booking-schema.ts,
// staff-schema.ts, …), who may call it in callable-access.ts, one entry here,
// `defineCallable('name', …)` in its
// functions file and its export in functions/src/index.ts.
import '../../config/zod-jitless';
import { z } from 'zod';
import { createBookingInput, createdBooking, getAvailabilityInput, getAvailabilityOutput, healthOutput } from '../booking/booking-schema';
import {
  cancelMyBookingInput,
  getMyBookingInput,
  myBookingOutput,
  renewManageLinkInput,
  renewManageLinkOutput,
  renewMyManageLinkInput,
  rescheduleMyBookingInput,
  setMyBookingAddressInput,
} from '../booking/self-service-schema';
import {
  deleteBookingInput,
  deleteBookingOutput,
  listBookingsInput,
  listBookingsOutput,
  staffRescheduleBookingInput,
  staffRescheduleBookingOutput,
  updateBookingStatusInput,
  updateBookingStatusOutput,
} from './staff-schema';
import {
  createBlockInput,
  createBlockOutput,
  listBlocksInput,
  listBlocksOutput,
  removeBlockInput,
  removeBlockOutput,
  staffCreateBookingInput,
  staffCreateBookingOutput,
} from './operations-schema';
import { anonymizeBookingInput, anonymizeBookingOutput } from '../booking/anonymize-booking';
import { CALLABLE_ACCESS, type CallableAccess } from './callable-access';
import {
  addJobPhotoInput,
  jobPhotoLinksInput,
  jobPhotoLinksOutput,
  jobPhotoOutput,
  removeJobPhotoInput,
  removeJobPhotoOutput,
  setConditionCheckInput,
  setConditionCheckOutput,
  updateJobPhotoInput,
} from '../photos/job-photos';
import {
  acceptQuoteInput,
  acceptQuoteOutput,
  declineQuoteInput,
  getMyQuoteInput,
  getQuoteTimesInput,
  getQuoteTimesOutput,
  myQuoteOutput,
  quotePhotoLinksInput,
  quotePhotoLinksOutput,
  requestQuoteInput,
  requestQuoteOutput,
  sendQuoteInput,
  staffQuoteChangeInput,
  staffQuoteOutput,
} from '../quotes/quote-schema';
import {
  createPlanInput,
  editPlanSeriesInput,
  endMyPlanInput,
  endPlanInput,
  getMyPlanInput,
  getPlanInput,
  myPlanOutput,
  pauseMyPlanInput,
  pausePlanInput,
  planOutput,
  requestPlanInput,
  requestPlanOutput,
  previewPlanInput,
  previewPlanOutput,
  skipMyPlanVisitInput,
  skipPlanVisitInput,
} from '../plans/plan-schema';
import { reportSettings, setReportSettingsInput } from '../reports/report-settings';
import { askToRescheduleInput, askToRescheduleOutput, sendOnMyWayInput, sendOnMyWayOutput, setCustomerNoteInput, setCustomerNoteOutput } from '../schedule/crew-schema';

interface Contract<I extends z.ZodType, O extends z.ZodType, A extends CallableAccess> {
  input: I;
  /** Everything the callable answers: functions/src/lib/callable.ts parses each answer with it, dropping what it does not list. */
  output: O;
  /** Who may call it: its entry in CALLABLE_ACCESS (callable-access.ts). */
  access: A;
}

type AccessTable = typeof CALLABLE_ACCESS;
const contract = <N extends keyof AccessTable, I extends z.ZodType, O extends z.ZodType>(name: N, input: I, output: O): Contract<I, O, AccessTable[N]> => ({
  input,
  output,
  access: CALLABLE_ACCESS[name],
});

// One entry per name of CALLABLE_ACCESS, no more and no fewer (the `satisfies` below).
export const CALLABLES = {
  health: contract('health', z.unknown(), healthOutput),
  // Booking (anyone).
  createBooking: contract('createBooking', createBookingInput, createdBooking),
  getAvailability: contract('getAvailability', getAvailabilityInput, getAvailabilityOutput),
  // The customer's own booking, from the manage link.
  getMyBooking: contract('getMyBooking', getMyBookingInput, myBookingOutput),
  rescheduleMyBooking: contract('rescheduleMyBooking', rescheduleMyBookingInput, myBookingOutput),
  cancelMyBooking: contract('cancelMyBooking', cancelMyBookingInput, myBookingOutput),
  setMyBookingAddress: contract('setMyBookingAddress', setMyBookingAddressInput, myBookingOutput),
  renewMyManageLink: contract('renewMyManageLink', renewMyManageLinkInput, renewManageLinkOutput),
  // Staff dashboard.
  listBookings: contract('listBookings', listBookingsInput, listBookingsOutput),
  updateBookingStatus: contract('updateBookingStatus', updateBookingStatusInput, updateBookingStatusOutput),
  staffRescheduleBooking: contract('staffRescheduleBooking', staffRescheduleBookingInput, staffRescheduleBookingOutput),
  deleteBooking: contract('deleteBooking', deleteBookingInput, deleteBookingOutput),
  createStaffBooking: contract('createStaffBooking', staffCreateBookingInput, staffCreateBookingOutput),
  // The crew's day.
  sendOnMyWay: contract('sendOnMyWay', sendOnMyWayInput, sendOnMyWayOutput),
  setCustomerNote: contract('setCustomerNote', setCustomerNoteInput, setCustomerNoteOutput),
  askToReschedule: contract('askToReschedule', askToRescheduleInput, askToRescheduleOutput),
  createBlock: contract('createBlock', createBlockInput, createBlockOutput),
  removeBlock: contract('removeBlock', removeBlockInput, removeBlockOutput),
  listBlocks: contract('listBlocks', listBlocksInput, listBlocksOutput),
  anonymizeBooking: contract('anonymizeBooking', anonymizeBookingInput, anonymizeBookingOutput),
  renewManageLink: contract('renewManageLink', renewManageLinkInput, renewManageLinkOutput),
  // Job photos and the condition check.
  addJobPhoto: contract('addJobPhoto', addJobPhotoInput, jobPhotoOutput),
  updateJobPhoto: contract('updateJobPhoto', updateJobPhotoInput, jobPhotoOutput),
  removeJobPhoto: contract('removeJobPhoto', removeJobPhotoInput, removeJobPhotoOutput),
  jobPhotoLinks: contract('jobPhotoLinks', jobPhotoLinksInput, jobPhotoLinksOutput),
  setConditionCheck: contract('setConditionCheck', setConditionCheckInput, setConditionCheckOutput),
  // Quotes.
  requestQuote: contract('requestQuote', requestQuoteInput, requestQuoteOutput),
  sendQuote: contract('sendQuote', sendQuoteInput, staffQuoteOutput),
  withdrawQuote: contract('withdrawQuote', staffQuoteChangeInput, staffQuoteOutput),
  renewQuoteLink: contract('renewQuoteLink', staffQuoteChangeInput, staffQuoteOutput),
  quotePhotoLinks: contract('quotePhotoLinks', quotePhotoLinksInput, quotePhotoLinksOutput),
  getMyQuote: contract('getMyQuote', getMyQuoteInput, myQuoteOutput),
  getQuoteTimes: contract('getQuoteTimes', getQuoteTimesInput, getQuoteTimesOutput),
  acceptQuote: contract('acceptQuote', acceptQuoteInput, acceptQuoteOutput),
  declineQuote: contract('declineQuote', declineQuoteInput, myQuoteOutput),
  // Maintenance plans.
  previewPlan: contract('previewPlan', previewPlanInput, previewPlanOutput),
  createPlan: contract('createPlan', createPlanInput, planOutput),
  getPlan: contract('getPlan', getPlanInput, planOutput),
  editPlanSeries: contract('editPlanSeries', editPlanSeriesInput, planOutput),
  skipPlanVisit: contract('skipPlanVisit', skipPlanVisitInput, planOutput),
  pausePlan: contract('pausePlan', pausePlanInput, planOutput),
  endPlan: contract('endPlan', endPlanInput, planOutput),
  getMyPlan: contract('getMyPlan', getMyPlanInput, myPlanOutput),
  skipMyPlanVisit: contract('skipMyPlanVisit', skipMyPlanVisitInput, myPlanOutput),
  pauseMyPlan: contract('pauseMyPlan', pauseMyPlanInput, myPlanOutput),
  endMyPlan: contract('endMyPlan', endMyPlanInput, myPlanOutput),
  // The owner's reports.
  setReportSettings: contract('setReportSettings', setReportSettingsInput, reportSettings),
  // The offer after a booking of a plan package, from its manage link.
  requestPlan: contract('requestPlan', requestPlanInput, requestPlanOutput),
} as const satisfies { [N in keyof AccessTable]: Contract<z.ZodType, z.ZodType, AccessTable[N]> };

export type CallableName = keyof typeof CALLABLES;
/** The callables anyone may call: their answers are what a customer may see (product.md section 10). */
export type PublicCallableName = { [N in CallableName]: (typeof CALLABLES)[N]['access'] extends 'public' ? N : never }[CallableName];
/** What the caller sends (before the schema's defaults and transforms). */
export type CallInput<N extends CallableName> = z.input<(typeof CALLABLES)[N]['input']>;
/** What the function receives once its input is parsed. */
export type CallData<N extends CallableName> = z.output<(typeof CALLABLES)[N]['input']>;
/** What the function answers. */
export type CallOutput<N extends CallableName> = z.output<(typeof CALLABLES)[N]['output']>;
