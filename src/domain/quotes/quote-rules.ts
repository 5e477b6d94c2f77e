// What a quote is allowed to be (product.md section 11 until the owner says
// otherwise): how many photos a request takes, how many options an answer
// offers, how long a quote stays open and when its reminder goes.
export const QUOTE_RULES = {
  /** Photos a customer can add to a request (shrunk on the device as job photos are). */
  maxPhotos: 6,
  /**
   * The most bytes of one photo. All six travel in the one request (a callable
   * takes at most 10 MB, base64 adds a third), and a photo the device shrank
   * to 1600 px comes to a few hundred KB, so 1 MB each leaves room.
   */
  photoMaxBytes: 1024 * 1024,
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
  /** Line items' and options' titles. */
  maxLabelLength: 120,
  /** The most one line costs, in cents (a boat's full wrap is well under it). */
  maxLineCents: 10_000_000,
} as const;
