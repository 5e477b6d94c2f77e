import { describe, expect, it } from 'vitest';
import { newHistoryEntry } from './booking-history';
import { AREAS_OF, conflictingChange, customerConflictWords, staffConflictWords, statusChangeAreas, type ConflictDetails } from './revision';

const at = new Date('2026-11-24T18:41:00Z'); // 10:41 AM in Vancouver
const history = [
  newHistoryEntry(at, 'customer', null, 'created', null, '2026-12-01 9:00 AM', 0),
  newHistoryEntry(at, 'staff', 'crew2@example.com', 'rescheduled', '2026-12-01 9:00 AM', '2026-12-01 1:00 PM', 1),
  newHistoryEntry(at, 'admin', 'office@example.com', 'status', 'pending', 'confirmed', 2),
];

describe('conflictingChange', () => {
  it('finds a change since the base revision that touches the same thing', () => {
    expect(conflictingChange(history, 1, statusChangeAreas('cancelled'))?.change).toBe('status');
    expect(conflictingChange(history, 0, AREAS_OF.rescheduled)?.change).toBe('rescheduled');
  });
  it('lets a change through when what changed since touches something else, or nothing changed', () => {
    expect(conflictingChange(history, 1, AREAS_OF.rescheduled)).toBeUndefined();
    expect(conflictingChange(history, 2, statusChangeAreas('cancelled'))).toBeUndefined();
  });
  it('applies a change without a base revision as before, and counts history from before revisions as older than any', () => {
    expect(conflictingChange(history, undefined, statusChangeAreas('confirmed'))).toBeUndefined();
    const old = [{ ...newHistoryEntry(at, 'staff', null, 'status', 'pending', 'confirmed') }];
    expect(conflictingChange(old, 0, statusChangeAreas('cancelled'))).toBeUndefined();
  });
  it('a cancel touches the time too: a move made before it conflicts', () => {
    const cancelled = [newHistoryEntry(at, 'staff', 'crew2@example.com', 'cancelled', 'pending', 'cancelled', 1)];
    expect(conflictingChange(cancelled, 0, AREAS_OF.rescheduled)?.change).toBe('cancelled');
  });
});

describe('conflict words', () => {
  const c: ConflictDetails = { reason: 'conflict', change: 'cancelled', by: 'staff', by_email: 'crew2@example.com', at: at.toISOString(), from: 'pending', to: 'cancelled', revision: 3 };
  it("name who did what and when on a staff device, in business time", () => {
    expect(staffConflictWords(c, 'Confirm Booking')).toBe('crew2@example.com (staff) cancelled this at 10:41 AM while you were offline: your Confirm Booking was not applied');
    expect(staffConflictWords({ ...c, by_email: null }, 'Confirm Booking')).toBe('A crew member cancelled this at 10:41 AM while you were offline: your Confirm Booking was not applied');
  });
  it("speak for the business to the customer", () => {
    expect(customerConflictWords({ ...c, change: 'rescheduled', to: '2026-12-01 1:00 PM' }, 'cancel')).toBe(
      'We moved your booking to 2026-12-01 1:00 PM at 10:41 AM, before your change reached us: your cancellation was not applied.',
    );
  });
});
