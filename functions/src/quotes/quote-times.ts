// The start times a quoted job can take, for the customer's quote page: the
// one availability rule (startStates) over the lock documents of the days
// asked for and, for a job of whole days, the days it runs on after them, in
// the quote's city. Reads slotLocks (no personal data) and the service city of
// each booking they name (schedule/calendar.ts), as getAvailability does.
import type { Firestore } from 'firebase-admin/firestore';
import type { CityId } from '@/domain/schedule/cities';
import { addDaysToDate } from '@/domain/schedule/schedule';
import { jobDates, startStates, type JobLength } from '@/domain/schedule/job-length';
import type { GetQuoteTimesOutput } from '@/domain/quotes/quote-schema';
import { readCalendar } from '../schedule/calendar';

export async function quoteTimes(
  db: Firestore,
  job: { option: number; length: JobLength; city: CityId | null },
  from: string,
  days: number,
  now: Date,
): Promise<GetQuoteTimesOutput> {
  const dates = Array.from({ length: days }, (_, i) => addDaysToDate(from, i));
  // A job of whole days starting on the last date asked for runs on the days after it too.
  const last = jobDates(dates[dates.length - 1], job.length).at(-1)!;
  const dayBookOf = await readCalendar(db, dates[0], last);
  return {
    option: job.option,
    generated_at: now.toISOString(),
    dates: dates.map((date) => ({ date, slots: startStates(date, job.length, dayBookOf, now, { city: job.city }) })),
  };
}
