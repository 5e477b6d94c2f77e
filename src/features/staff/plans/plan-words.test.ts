import { describe, expect, it } from 'vitest';
import { stateWords, cadenceWords, nextStartAfter, offersPlan, reasonWords, seriesChanges, setupFromBooking, setupInput, setupProblem, takeNearest, type SeriesFields } from './plan-words';

const visit = { service_name: 'Interior Detailing', booking_date: '2026-11-24', booking_time: '10:00 AM', vehicle_type: 'truck' };

describe('the setup prefilled from a booking', () => {
  it('takes its weekday and time, every 4 weeks from the next date after it, at the plan price for the vehicle', () => {
    // 2026-11-24 is a Tuesday; Interior Detailing for a truck is $244 ($195 x 1.25), less 10 % is $219.60: $220.
    const fields = setupFromBooking(visit, '2026-11-25');
    expect(fields).toMatchObject({ weekday: 'TU', start_time: '10:00 AM', cadence_key: 'weeks:4', start_date: '2026-12-22', service_name: 'Interior Detailing', crew: '', end_kind: 'none' });
    expect(fields.price).toBe('220');
  });

  it('a booking long past starts the plan at its next date after today, still on its rhythm', () => {
    // Every 4 weeks from Tue Sep 1: Sep 29, Oct 27, Nov 24 (today), Dec 22.
    expect(nextStartAfter('2026-09-01', { kind: 'weeks', every: 4, weekday: 'TU' }, '2026-11-24')).toBe('2026-12-22');
  });

  it('a cadence given (a customer asked for one) is taken with its weekday', () => {
    const fields = setupFromBooking(visit, '2026-11-25', { kind: 'monthly', nth: 2, weekday: 'TH' });
    expect(fields).toMatchObject({ cadence_key: 'monthly:2', weekday: 'TH', start_date: '2026-12-10' });
  });

  it('sends the booking’s customer and the form’s choices as the plan callables take them', () => {
    const fields = { ...setupFromBooking(visit, '2026-11-25'), crew: '2', end_kind: 'after' as const, end_visits: '6' };
    const input = setupInput(fields, {
      customer_name: 'Ann',
      customer_email: 'ann@example.com',
      customer_phone: '604-555-0101',
      vehicle_type: 'truck',
      vehicle_make: 'Ford',
      vehicle_model: 'F-150',
      comments: null,
      service_street: '1 Main St',
      service_city: 'atlantis',
      service_postal_code: null,
    });
    expect(input).toMatchObject({ cadence: { kind: 'weeks', every: 4, weekday: 'TU' }, crew: 2, end: { kind: 'after', visits: 6 }, price: 220, service_city: null });
  });

  it('says what is wrong before asking the server', () => {
    const fields = setupFromBooking(visit, '2026-11-25');
    expect(setupProblem(fields)).toBeNull();
    expect(setupProblem({ ...fields, price: '19.50' })).toBe('Enter the price per visit in whole dollars');
    expect(setupProblem({ ...fields, end_kind: 'on', end_date: '2026-12-01' })).toBe('The end date is before the first date');
    expect(setupProblem({ ...fields, end_kind: 'after', end_visits: '0' })).toBe('Enter how many visits (1 to 104)');
  });
});

describe('a nearest free time taken', () => {
  const fields = setupFromBooking(visit, '2026-11-25');

  it('the same day: only the start time changes', () => {
    expect(takeNearest(fields, '2027-03-16', { booking_date: '2027-03-16', booking_time: '1:30 PM' })).toMatchObject({ start_time: '1:30 PM', start_date: '2026-12-22', weekday: 'TU' });
  });

  it('another day: the plan moves by as many days, on that weekday', () => {
    expect(takeNearest(fields, '2027-03-16', { booking_date: '2027-03-17', booking_time: '9:00 AM' })).toMatchObject({ start_time: '9:00 AM', start_date: '2026-12-23', weekday: 'WE' });
  });
});

describe('words', () => {
  it('a cadence reads as people say it', () => {
    expect(cadenceWords({ kind: 'weeks', every: 2, weekday: 'FR' })).toBe('Every 2 weeks on Friday');
    expect(cadenceWords({ kind: 'monthly', nth: -1, weekday: 'SA' })).toBe('Monthly on the last Saturday');
  });

  it("a plan's state as the server gives it: a pause gone by is not said, an end ahead is", () => {
    const date = (d: string) => d;
    expect(stateWords({ state: 'paused', paused_until: '2027-01-05', ended_from: null }, date)).toBe('Paused until 2027-01-05');
    expect(stateWords({ state: 'active', paused_until: '2026-10-01', ended_from: null }, date)).toBe('Active');
    expect(stateWords({ state: 'active', paused_until: null, ended_from: '2027-02-01' }, date)).toBe('Active, no visits from 2027-02-01');
    expect(stateWords({ state: 'ended', paused_until: null, ended_from: '2026-11-01' }, date)).toBe('Ended');
  });

  it('why a visit does not fit names the crew asked for', () => {
    expect(reasonWords('full', null)).toBe('Full: both crews are booked');
    expect(reasonWords('full', 2)).toBe('Full: crew 2 is booked');
    expect(reasonWords('drive', null)).toBe('No time to drive there between jobs');
  });

  it('a plan is offered from a plan package that is no visit of a plan, not cancelled', () => {
    const b = { service_name: 'Interior Detailing', plan_id: null, status: 'completed' as const, anonymized_at: null };
    expect(offersPlan(b)).toBe(true);
    expect(offersPlan({ ...b, plan_id: 'p1' })).toBe(false);
    expect(offersPlan({ ...b, status: 'cancelled' })).toBe(false);
    expect(offersPlan({ ...b, service_name: '5 Year Ceramic Coating' })).toBe(false);
  });
});

describe('this visit and the following', () => {
  const before: SeriesFields = { start_time: '10:00 AM', cadence_key: 'weeks:4', weekday: 'TU', service_name: 'Interior Detailing', price: '175', crew: '' };

  it('sends only what changed', () => {
    expect(seriesChanges(before, { ...before, start_time: '1:00 PM', crew: '1' })).toEqual({ start_time: '1:00 PM', crew: 1 });
    expect(seriesChanges(before, { ...before, weekday: 'TH' })).toEqual({ cadence: { kind: 'weeks', every: 4, weekday: 'TH' } });
  });

  it('nothing changed, or a price that is not whole dollars, is said in words', () => {
    expect(seriesChanges(before, before)).toBe('Change at least one thing');
    expect(seriesChanges(before, { ...before, price: 'abc' })).toBe('Enter the price per visit in whole dollars');
  });

  it('offline, with the plan unknown, the cadence and crew are left as they are', () => {
    const offline = { ...before, cadence_key: '', crew: 'same' };
    expect(seriesChanges(offline, { ...offline, price: '160' })).toEqual({ price: 160 });
  });
});
