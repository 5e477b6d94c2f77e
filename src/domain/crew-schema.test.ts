import { describe, expect, it } from 'vitest';
import { arrivalWindow, arrivalWindowLabel, sendOnMyWayInput } from './crew-schema';

describe('On my way', () => {
  it('gives the arrival as a 15-minute window in business time, from the tap plus the drive, to 5 minutes', () => {
    // 17:02 UTC is 10:02 AM business time (UTC-7).
    const tapped = new Date('2030-01-14T17:02:00Z');
    const w = arrivalWindow(tapped, 30);
    expect(w.from.toISOString()).toBe('2030-01-14T17:30:00.000Z');
    expect(w.to.toISOString()).toBe('2030-01-14T17:45:00.000Z');
    expect(arrivalWindowLabel(w)).toBe('10:30–10:45 AM');
    expect(arrivalWindowLabel(arrivalWindow(new Date('2030-01-14T18:38:00Z'), 15))).toBe('11:55 AM–12:10 PM');
  });

  it('takes only the four drive times', () => {
    const base = { id: 'b1', mutation_id: crypto.randomUUID(), tapped_at: new Date().toISOString() };
    expect(sendOnMyWayInput.safeParse({ ...base, drive_min: 45 }).success).toBe(true);
    expect(sendOnMyWayInput.safeParse({ ...base, drive_min: 20 }).success).toBe(false);
  });
});
