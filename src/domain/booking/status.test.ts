import { describe, expect, it } from 'vitest';
import { actionsAfterStart, actionsFor, canTransition, needsStart, notStartedMessage } from './status';

describe('status flow', () => {
  it('offers Mark as Completed and No-show on a confirmed booking only once its start has passed', () => {
    expect(actionsFor('confirmed', false).map((a) => a.label)).toEqual(['Cancel Booking']);
    expect(actionsFor('confirmed', true).map((a) => a.label)).toEqual(['Cancel Booking', 'Mark as Completed', 'No-show']);
    expect(actionsFor('pending', true).map((a) => a.label)).toEqual(['Confirm Booking', 'Cancel Booking']);
    expect(needsStart('no-show')).toBe(true);
    expect(needsStart('completed')).toBe(true);
    expect(needsStart('cancelled')).toBe(false);
    expect(actionsAfterStart('confirmed', false).map((a) => a.label)).toEqual(['Mark as Completed', 'No-show']);
    expect(actionsAfterStart('confirmed', true)).toEqual([]);
    expect(notStartedMessage('completed')).toBe('A booking can be marked as completed once its start time has passed');
    expect(notStartedMessage('no-show')).toBe('A booking can be marked as a no-show once its start time has passed');
  });

  it('moves to No-show from confirmed only, and nowhere from it', () => {
    expect(canTransition('confirmed', 'no-show')).toBe(true);
    for (const from of ['pending', 'completed', 'cancelled'] as const) expect(canTransition(from, 'no-show')).toBe(false);
    for (const to of ['pending', 'confirmed', 'completed', 'cancelled'] as const) expect(canTransition('no-show', to)).toBe(false);
  });
});
