// The operations callables' inputs and outputs (staff phone bookings, blocked
// time): one zod schema each, used by the dashboard's forms, the outbox
// payloads and the functions.
import { z } from 'zod';
import { SCHEDULE } from '../../config/business';
import { booking, createBookingInput, FIELD_LIMITS, ISO_DATE } from '../booking/booking-schema';
import { labelToMinutes, minutesToLabel } from '../schedule/schedule';
import { BLOCK_REASONS } from '../schedule/block-time';

export const PHONE_REQUIRED_MESSAGE = 'Enter the customer’s phone number';

/**
 * A phone booking taken by staff: the public input, but the e-mail is
 * optional (no e-mail, no confirmation) and the phone is required (it is a
 * phone booking); `crew` picks a crew, null takes any free one.
 */
export const staffCreateBookingInput = createBookingInput.extend({
  customer_email: z
    .string()
    .trim()
    .max(FIELD_LIMITS.customer_email, `E-mail must be at most ${FIELD_LIMITS.customer_email} characters`)
    .pipe(z.union([z.literal(''), z.email('Enter a valid e-mail address')]))
    .nullish()
    .transform((v) => (v ? v : null)),
  customer_phone: z
    .string({ error: PHONE_REQUIRED_MESSAGE })
    .trim()
    .min(1, PHONE_REQUIRED_MESSAGE)
    .max(FIELD_LIMITS.customer_phone, `Phone must be at most ${FIELD_LIMITS.customer_phone} characters`),
  crew: z
    .number()
    .int()
    .min(1, 'Choose a crew')
    .max(SCHEDULE.crews, 'Choose a crew')
    .nullish()
    .transform((v) => v ?? null),
});
export type StaffCreateBookingInput = z.input<typeof staffCreateBookingInput>;
export type StaffCreateBookingData = z.output<typeof staffCreateBookingInput>;

export const staffCreateBookingOutput = z.object({ booking });
export type StaffCreateBookingOutput = z.infer<typeof staffCreateBookingOutput>;


/** The note beside a reason (blocked time, a request to move): trimmed, blank is none. */
export const reasonNote = z
  .string()
  .trim()
  .max(200, 'Note must be at most 200 characters')
  .nullish()
  .transform((v) => (v ? v : null));

/** Slot locks are written in one transaction (at most 500 writes): 10 days x 22 half hours x 2 crews fits. */
export const BLOCK_MAX_DAYS = 10;

/** Times a block may start or end at: every half hour of the working day, 8:00 AM to 7:00 PM. */
export const BLOCK_TIME_LABELS: readonly string[] = Array.from(
  { length: (SCHEDULE.dayEndMin - SCHEDULE.firstSlotMin) / SCHEDULE.slotStepMin + 1 },
  (_, i) => minutesToLabel(SCHEDULE.firstSlotMin + i * SCHEDULE.slotStepMin),
);

const blockTime = z
  .string()
  .refine((t) => BLOCK_TIME_LABELS.includes(t), 'Choose a time from the list')
  .nullish()
  .transform((v) => v ?? null);

export const createBlockInput = z
  .object({
    /** Client-generated id: a repeat is the same request. */
    id: z.uuid('Block id must be a UUID'),
    date_from: ISO_DATE,
    date_to: ISO_DATE,
    /** Both null: the whole day. */
    start_time: blockTime,
    end_time: blockTime,
    /** null: every crew. */
    crew: z.number().int().min(1).max(SCHEDULE.crews).nullish().transform((v) => v ?? null),
    reason: z.enum(BLOCK_REASONS, { error: 'Choose a reason' }),
    note: reasonNote,
  })
  .superRefine((b, ctx) => {
    if (b.date_to < b.date_from) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'The last day must not be before the first' });
    if ((b.start_time === null) !== (b.end_time === null)) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'Give both times, or none for the whole day' });
    } else if (b.start_time && b.end_time && labelToMinutes(b.end_time)! <= labelToMinutes(b.start_time)!) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'The end must be after the start' });
    }
  });
export type CreateBlockInput = z.input<typeof createBlockInput>;
export type CreateBlockData = z.output<typeof createBlockInput>;

export const block = z.object({
  id: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  crew: z.number().nullable(),
  reason: z.enum(BLOCK_REASONS),
  note: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  /**
   * The bookings inside the block when it was made (ids only: staff read blocks,
   * which hold no personal data), so every device can say what became of them.
   * Absent on blocks made before it was kept.
   */
  booking_ids: z.array(z.string()).optional(),
});
export type Block = z.infer<typeof block>;

/** A booking that sits inside a new block: the admin moves or cancels it. */
export const blockConflict = z.object({
  id: z.string(),
  customer_name: z.string(),
  customer_phone: z.string().nullable(),
  service_name: z.string(),
  booking_date: z.string(),
  booking_time: z.string(),
  crew: z.number().nullable(),
  status: z.string(),
});
export type BlockConflict = z.infer<typeof blockConflict>;

export const createBlockOutput = z.object({ block, conflicts: z.array(blockConflict) });
export type CreateBlockOutput = z.infer<typeof createBlockOutput>;

export const removeBlockInput = z.object({ id: z.string().min(1) });
export type RemoveBlockInput = z.infer<typeof removeBlockInput>;
export const removeBlockOutput = z.object({ id: z.string(), removed: z.literal(true) });
export type RemoveBlockOutput = z.infer<typeof removeBlockOutput>;

export const listBlocksInput = z.object({ from: ISO_DATE });
export type ListBlocksInput = z.infer<typeof listBlocksInput>;
export const listBlocksOutput = z.object({ blocks: z.array(block) });
export type ListBlocksOutput = z.infer<typeof listBlocksOutput>;
