// What a quote is allowed to be (product.md section 11 until the owner says
// otherwise): how many photos a request takes, how many options an answer
// offers, how long a quote stays open and when its reminder goes.
export const QUOTE_RULES = {
  /** Photos a customer can add to a request (shrunk on the device as job photos are). */
  maxPhotos: 6,
  minOptions: 1,
  maxOptions: 3,
  /** Line items of one option. */
  maxLines: 12,
  /** A sent quote's last day is this many days after the day it is sent (business time). */
  validDays: 14,
  /** The reminder goes this many days before the quote expires. */
  reminderDaysBefore: 2,
  /** What a customer writes about the job, and the owner's note on an answer. */
  maxTextLength: 2000,
} as const;
