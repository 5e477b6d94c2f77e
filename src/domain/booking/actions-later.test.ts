import { describe, expect, it } from 'vitest';
import { actionsLater, ON_MY_WAY_LATER, ON_MY_WAY_NO_EMAIL } from './actions-later';
import { businessInstant } from '../schedule/schedule';

const job = { status: 'confirmed' as const, customer_email: 'a@example.com', booking_date: '2030-01-15', booking_time: '9:00 AM' };

describe('actionsLater', () => {
  it('says On My Way comes on the day, and Mark as Completed and No-show after the start, for tomorrow’s job', () => {
    const dayBefore = businessInstant('2030-01-14', 17 * 60);
    expect(actionsLater(job, dayBefore)).toEqual([ON_MY_WAY_LATER, 'Mark as Completed and No-show: after the start time (9:00 AM)']);
  });

  it('on the day before the start: On My Way is there, the rest after the start; once started nothing is left to come', () => {
    expect(actionsLater(job, businessInstant('2030-01-15', 8 * 60))).toEqual(['Mark as Completed and No-show: after the start time (9:00 AM)']);
    expect(actionsLater(job, businessInstant('2030-01-15', 9 * 60))).toEqual([]);
  });

  it('names the missing e-mail instead of a day for On My Way, and nothing after the start for a pending job', () => {
    expect(actionsLater({ ...job, status: 'pending', customer_email: null }, businessInstant('2030-01-14', 12 * 60))).toEqual([ON_MY_WAY_NO_EMAIL]);
  });

  it('promises nothing for a finished job', () => {
    expect(actionsLater({ ...job, status: 'completed' }, businessInstant('2030-01-14', 12 * 60))).toEqual([]);
  });
});
