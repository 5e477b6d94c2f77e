// Who may call each callable, in one table. The functions enforce it
// (functions/src/lib/callable.ts, `defineCallable`: the caller's staff role,
// or admin, from the signed-in token, before the input is read), the
// contracts carry it (callables.ts), and the browser's outbox reads it (a
// permission refusal of a change every role may make means the session
// ended). App Check is a deploy option of each public callable
// (PUBLIC_CALLABLE_OPTIONS), not read from here. Plain data with no schemas,
// so the browser's sync code bundles it.

/** Anyone (App Check where it is on); a signed-in staff member or admin; an admin only. */
export type CallableAccess = 'public' | 'staff' | 'admin';

export const CALLABLE_ACCESS = {
  health: 'public',
  createBooking: 'public',
  // Public; its staff view (`staff: true`, every crew's free times for a staff booking) asks for a role itself.
  getAvailability: 'public',
  getMyBooking: 'public',
  rescheduleMyBooking: 'public',
  cancelMyBooking: 'public',
  setMyBookingAddress: 'public',
  renewMyManageLink: 'public',
  listBookings: 'staff',
  updateBookingStatus: 'staff',
  staffRescheduleBooking: 'staff',
  deleteBooking: 'admin',
  createStaffBooking: 'staff',
  sendOnMyWay: 'staff',
  setCustomerNote: 'staff',
  askToReschedule: 'admin',
  createBlock: 'admin',
  removeBlock: 'admin',
  listBlocks: 'staff',
  anonymizeBooking: 'admin',
  // A new manage link for a customer whose link was forwarded or leaked (the old one stops working).
  renewManageLink: 'staff',
  // Job photos and the condition check (the crew on the job).
  addJobPhoto: 'staff',
  updateJobPhoto: 'staff',
  removeJobPhoto: 'staff',
  jobPhotoLinks: 'staff',
  setConditionCheck: 'staff',
  // Quotes: anyone asks; the owner answers, withdraws and renews the link; the customer holding the link reads, picks a time, accepts or declines.
  requestQuote: 'public',
  sendQuote: 'admin',
  withdrawQuote: 'admin',
  renewQuoteLink: 'admin',
  quotePhotoLinks: 'admin',
  getMyQuote: 'public',
  getQuoteTimes: 'public',
  acceptQuote: 'public',
  declineQuote: 'public',
  // Maintenance plans: staff preview, make and change them; the customer holding any visit's link reads, skips, pauses or ends theirs.
  previewPlan: 'staff',
  createPlan: 'staff',
  getPlan: 'staff',
  editPlanSeries: 'staff',
  skipPlanVisit: 'staff',
  pausePlan: 'staff',
  endPlan: 'staff',
  getMyPlan: 'public',
  skipMyPlanVisit: 'public',
  pauseMyPlan: 'public',
  endMyPlan: 'public',
  // The owner's report settings (the weekly summary e-mail on or off).
  setReportSettings: 'admin',
  requestPlan: 'public',
} as const satisfies Record<string, CallableAccess>;
