// Every callable function's contract: its name, input schema and output
// schema, in one table. The functions define each callable from its entry
// (functions/src/lib/callable.ts: `defineCallable`, which parses the input
// with this schema), and the browser calls it by the same name with the types
// read from here (`callFunction` in src/lib/firebase), so a name, an input or
// an answer cannot drift apart on one side. The browser imports this file for
// its types only: the schemas stay out of its bundles unless a form uses them.
//
// A new callable: its schemas beside their neighbours (booking-schema.ts,
// staff-schema.ts, …), one entry here, `defineCallable('name', …)` in its
// functions file and its export in functions/src/index.ts.
import '../config/zod-jitless';
import { z } from 'zod';
import { createBookingInput, createdBooking, getAvailabilityInput, getAvailabilityOutput, healthOutput } from './booking-schema';
import { cancelMyBookingInput, getMyBookingInput, myBookingOutput, rescheduleMyBookingInput, setMyBookingAddressInput } from './self-service-schema';
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
import { anonymizeBookingInput, anonymizeBookingOutput } from './anonymize-booking';
import { askToRescheduleInput, askToRescheduleOutput, sendOnMyWayInput, sendOnMyWayOutput, setCustomerNoteInput, setCustomerNoteOutput } from './crew-schema';

/** Who may call: anyone (App Check where it is on), or a signed-in staff role. */
export type CallableAccess = 'public' | 'staff';

interface Contract<I extends z.ZodType, O extends z.ZodType, A extends CallableAccess> {
  input: I;
  /** Everything the callable answers: functions/src/lib/callable.ts parses each answer with it, dropping what it does not list. */
  output: O;
  access: A;
}

const contract = <I extends z.ZodType, O extends z.ZodType, A extends CallableAccess>(input: I, output: O, access: A): Contract<I, O, A> => ({ input, output, access });

export const CALLABLES = {
  health: contract(z.unknown(), healthOutput, 'public'),
  // Booking (anyone).
  createBooking: contract(createBookingInput, createdBooking, 'public'),
  getAvailability: contract(getAvailabilityInput, getAvailabilityOutput, 'public'),
  // The customer's own booking, from the manage link.
  getMyBooking: contract(getMyBookingInput, myBookingOutput, 'public'),
  rescheduleMyBooking: contract(rescheduleMyBookingInput, myBookingOutput, 'public'),
  cancelMyBooking: contract(cancelMyBookingInput, myBookingOutput, 'public'),
  setMyBookingAddress: contract(setMyBookingAddressInput, myBookingOutput, 'public'),
  // Staff dashboard.
  listBookings: contract(listBookingsInput, listBookingsOutput, 'staff'),
  updateBookingStatus: contract(updateBookingStatusInput, updateBookingStatusOutput, 'staff'),
  staffRescheduleBooking: contract(staffRescheduleBookingInput, staffRescheduleBookingOutput, 'staff'),
  deleteBooking: contract(deleteBookingInput, deleteBookingOutput, 'staff'),
  createStaffBooking: contract(staffCreateBookingInput, staffCreateBookingOutput, 'staff'),
  // The crew's day.
  sendOnMyWay: contract(sendOnMyWayInput, sendOnMyWayOutput, 'staff'),
  setCustomerNote: contract(setCustomerNoteInput, setCustomerNoteOutput, 'staff'),
  askToReschedule: contract(askToRescheduleInput, askToRescheduleOutput, 'staff'),
  createBlock: contract(createBlockInput, createBlockOutput, 'staff'),
  removeBlock: contract(removeBlockInput, removeBlockOutput, 'staff'),
  listBlocks: contract(listBlocksInput, listBlocksOutput, 'staff'),
  anonymizeBooking: contract(anonymizeBookingInput, anonymizeBookingOutput, 'staff'),
} as const;

export type CallableName = keyof typeof CALLABLES;
/** The callables anyone may call: their answers are what a customer may see (product.md section 10). */
export type PublicCallableName = { [N in CallableName]: (typeof CALLABLES)[N]['access'] extends 'public' ? N : never }[CallableName];
/** What the caller sends (before the schema's defaults and transforms). */
export type CallInput<N extends CallableName> = z.input<(typeof CALLABLES)[N]['input']>;
/** What the function receives once its input is parsed. */
export type CallData<N extends CallableName> = z.output<(typeof CALLABLES)[N]['input']>;
/** What the function answers. */
export type CallOutput<N extends CallableName> = z.output<(typeof CALLABLES)[N]['output']>;
