// `npm run tick` runs the scheduled jobs against the local stack (the emulators
// run no schedules): a booking made for tomorrow gets its 24-hour reminder.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createBookingInput } from '@/domain/booking/booking-schema';
import { SLOT_LABELS } from '@/domain/schedule/schedule';
import { writeBooking } from '../../functions/src/booking/write-booking';
import { bookingStart } from '../../functions/src/mail/booking-calendar';
import { waitForMail } from './support/inbox';
import { bookingInput, uniqueEmail } from './support/booking-input';
import { testDay } from './support/test-days';
import { functionsDb } from './support/functions-db';

const run = promisify(execFile);

describe('npm run tick', () => {
  it('sends the reminder of a booking made for tomorrow to the local inbox, and says so', async () => {
    const db = await functionsDb();
    const email = uniqueEmail('tick');
    // Tomorrow at the first start time the seeded bookings left free.
    let input;
    for (const time of SLOT_LABELS) {
      const candidate = createBookingInput.parse(bookingInput({ booking_date: testDay('local-tick', 1), booking_time: time, customer_email: email }));
      if ((await writeBooking(db, candidate, new Date())).kind === 'created') {
        input = candidate;
        break;
      }
    }
    if (!input) throw new Error('no free start time tomorrow');

    // The run happens when the schedule would see it: 24 hours before the start.
    const at = new Date(bookingStart(input).getTime() - 24 * 3_600_000).toISOString();
    const { stdout } = await run('npm', ['run', '--silent', 'tick', '--', `--now=${at}`], { env: process.env });
    expect(stdout).toMatch(new RegExp(`\\[scheduler\\] \\S+ sendReminders: sent \\d+ \\([^)]*${input.id.slice(0, 8)}`));

    const [mail] = await waitForMail(email, new RegExp(`^Reminder: Interior & Exterior Package tomorrow at ${input.booking_time}$`));
    expect(mail, 'the reminder reached the inbox').toBeDefined();

    // A second tick at the same time sends nothing more.
    const again = await run('npm', ['run', '--silent', 'tick', '--', `--now=${at}`], { env: process.env });
    expect(again.stdout).not.toContain(input.id.slice(0, 8));
  });
});
