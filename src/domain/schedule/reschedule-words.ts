// What the business says when it asks a customer to pick a new time, the same
// in the e-mail, on the manage page and on the staff screens: why (the
// block's reason, each in its own words), the note as a sentence, and what
// happens to the booking meanwhile. Plain TypeScript: the manage page, the
// functions' e-mails and the dashboard read it.
import { BUSINESS } from '../../config/business';

/** Why the business asks for a new time, said to the customer: "because of …". */
export const RESCHEDULE_REASON_TEXT: Readonly<Record<string, string>> = {
  Weather: 'the weather forecast for that day (we work outdoors)',
  Holiday: 'a closure on that day',
  Vehicle: 'a problem with our service vehicle',
  Other: 'something on our side we could not avoid',
  // A maintenance plan's visit whose usual time another booking holds (functions/src/plans/write-visit.ts).
  Plan: "another booking at your plan's usual time",
};

/** "the weather forecast for that day (we work outdoors)"; a reason not listed is said as it is. */
export function rescheduleReasonText(reason: string): string {
  return RESCHEDULE_REASON_TEXT[reason] ?? reason;
}

/** A note as typed, ending in one full stop (or its own ! or ?): "Our van is in the shop." whether or not the stop was typed. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]["”’)]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** A note inside brackets, without its closing stop: "(Our van is in the shop)". */
export function withoutFullStop(text: string): string {
  return text.trim().replace(/\.+$/, '');
}

/**
 * A booking the business asked to move, until it moves: what the customer
 * reads of it, and what staff read the customer was told.
 */
export const NEEDS_NEW_TIME_WORDS = {
  /** The customer's status (the manage page), in place of "Confirmed". */
  customerStatus: 'Needs a new time',
  /** What happens if the customer does nothing. */
  meanwhile: `We won't come at the old time. If no new time suits you, call us at ${BUSINESS.phoneDisplay}; if we don't hear from you, we'll call you.`,
  /** The staff side: what the customer was told. */
  staff: "Customer told we won't come at this time; call them if they don't pick a new one.",
} as const;
