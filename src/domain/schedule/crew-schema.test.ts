import { describe, expect, it } from 'vitest';
import { arrivalWindow, arrivalWindowLabel, arrivesBeforeBooking, onMyWayAgainFrom, onMyWayRefusal, sendOnMyWayInput } from './crew-schema';

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

  it("takes drive times in the drive table's 15-minute steps, up to its longest drive", () => {
    const base = { id: 'b1', mutation_id: crypto.randomUUID(), tapped_at: new Date().toISOString() };
    expect(sendOnMyWayInput.safeParse({ ...base, drive_min: 45 }).success).toBe(true);
    expect(sendOnMyWayInput.safeParse({ ...base, drive_min: 20 }).success).toBe(false);
    // Langley to North Vancouver in the rush: 135 minutes, the longest; nothing longer, nothing under 15.
    expect(sendOnMyWayInput.safeParse({ ...base, drive_min: 135 }).success).toBe(true);
    expect(sendOnMyWayInput.safeParse({ ...base, drive_min: 150 }).success).toBe(false);
    expect(sendOnMyWayInput.safeParse({ ...base, drive_min: 0 }).success).toBe(false);
  });

  describe('when a tap still goes (the server’s clock decides)', () => {
    const now = new Date('2030-01-14T18:00:00Z');
    const min = (m: number) => new Date(now.getTime() + m * 60_000);
    const sent = (tap: Date, drive: number, at: Date) => {
      const w = arrivalWindow(tap, drive);
      return { at: tap.toISOString(), drive_min: drive, eta_from: w.from.toISOString(), eta_to: w.to.toISOString(), sent_at: at.toISOString() };
    };

    it('is late more than 20 minutes after the tap', () => {
      expect(onMyWayRefusal(null, min(-21), 15, now)).toBe('late');
      expect(onMyWayRefusal(null, min(-19), 15, now)).toBeNull();
    });

    it('counts the 10 minutes from when the last one went out, not from the taps’ times', () => {
      // The last tap's time was 15 minutes ago (a device clock behind), but it went out 2 minutes ago.
      expect(onMyWayRefusal(sent(min(-15), 15, min(-2)), min(0), 30, now)).toBe('repeat');
      expect(onMyWayRefusal(sent(min(-12), 30, min(-10)), min(0), 30, now)).toBeNull();
      // A record from before sent_at was kept: its tap's time stands in.
      const { sent_at: _sentAt, ...old } = sent(min(-5), 15, min(-5));
      expect(onMyWayRefusal(old, min(0), 15, now)).toBe('repeat');
    });

    it('says when the next one may go: 10 minutes after the last one went out', () => {
      expect(onMyWayAgainFrom(sent(min(-15), 15, min(-2))).toISOString()).toBe(min(8).toISOString());
      expect(onMyWayRefusal(sent(min(-15), 15, min(-2)), min(8), 15, min(8))).toBeNull();
      expect(onMyWayRefusal(sent(min(-15), 15, min(-2)), min(7), 15, min(7))).toBe('repeat');
    });

    it('never sends a tap older than the last one sent, nor a window earlier than the customer has', () => {
      expect(onMyWayRefusal(sent(min(-10), 15, min(-10)), min(-12), 60, now)).toBe('superseded');
      expect(onMyWayRefusal(sent(min(-10), 60, min(-10)), min(0), 15, now)).toBe('earlier');
      expect(onMyWayRefusal(sent(min(-10), 15, min(-10)), min(0), 15, now)).toBeNull();
    });
  });

  it('warns when the window told would start before the booked time', () => {
    // 10:02 AM business time; a 12:30 PM customer told 10:30–10:45 AM is early, one at 10:30 AM is not.
    const tapped = new Date('2030-01-14T17:02:00Z');
    expect(arrivesBeforeBooking(arrivalWindow(tapped, 30), { booking_date: '2030-01-14', booking_time: '12:30 PM' })).toBe(true);
    expect(arrivesBeforeBooking(arrivalWindow(tapped, 30), { booking_date: '2030-01-14', booking_time: '10:30 AM' })).toBe(false);
    expect(arrivesBeforeBooking(arrivalWindow(tapped, 15), { booking_date: '2030-01-14', booking_time: '9:00 AM' })).toBe(false);
  });
});
