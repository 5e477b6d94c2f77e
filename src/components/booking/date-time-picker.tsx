// The date strip (a week at a time, from today) and the 18 start times with
// their availability: the booking wizard's date/time step and the manage page's
// reschedule both show this one control, with the same rules. The week's
// answer is asked as soon as the strip shows, so a day with no free time is
// marked before anyone taps it; until the answer is there the times are
// shown as being checked, not as free (a time tapped then would be dropped).
// Times are shown only for a chosen day the strip shows, and say which day they
// are for. A time or day that cannot be booked says why in a word under it, and
// tapped, in a line under the times or days (so it stays tappable: aria-disabled,
// not disabled). Every target is at least 44 px tall, and each button has room
// for its word from the start, so nothing moves when the answer comes in.
import { useEffect, useMemo, useRef, useState } from 'react';
import { PlainButton, Spinner, ErrorAlert } from './plain-parts';
import { SLOT_LABELS } from '@/domain/schedule/schedule';
import { longDate, weekStrip } from '@/domain/schedule/week-strip';
import { CITIES, type CityId } from '@/domain/schedule/cities';
import { DAY_REASON_LINES, REASON_WORDS, timeReasonLine } from '@/content/unavailable-reasons';
import { useAvailability } from './use-availability';

export interface DateTimePickerProps {
  serviceName: string | null;
  date: string | null;
  time: string | null;
  weekOffset: number;
  onWeekOffset(offset: number): void;
  onDate(date: string): void;
  onTime(time: string | null): void;
  /** The booking's time now (reschedule): marked "Current" and not offered as a choice. */
  current?: { date: string; time: string };
  /** The booking being rescheduled, with its manage token: its own locks do not count against it. */
  excludeBooking?: { id: string; token: string };
  /** The job's service city (a new booking): which times the crews can drive to. */
  city?: CityId | null;
  /** The chosen time turned out unavailable (a fresh answer): the picker drops it; by default with onTime(null). */
  onTimeLost?(time: string): void;
  /** What happened to the chosen time (lost to a city change, taken before the booking landed): said beside the times. */
  notice?: string | null;
}

export function DateTimePicker({ serviceName, date, time, weekOffset, onWeekOffset, onDate, onTime, current, excludeBooking, city, onTimeLost, notice }: DateTimePickerProps) {
  const now = useMemo(() => new Date(), []);
  const days = useMemo(() => weekStrip(now, weekOffset), [now, weekOffset]);
  const availability = useAvailability(serviceName, days, excludeBooking, city ?? null);
  const shown = date && days.some((d) => d.date === date) ? date : null;
  // The line a tap on an unavailable day or time shows, for as long as the same week, day and city are.
  const scope = `${weekOffset} ${date} ${city}`;
  const [why, setWhy] = useState<{ scope: string; day: boolean; text: string } | null>(null);
  const whyShown = why?.scope === scope ? why : null;
  // Each line is brought into view when it comes (braced: a scroll may answer with a promise, which React would take for a cleanup).
  const whyRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    whyRef.current?.scrollIntoView({ block: 'nearest' });
  }, [why]);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    noticeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [notice]);

  const timeTaken = !!(date && time && !availability.loading && !availability.isAvailable(date, time));
  useEffect(() => {
    // A time that turned out to be taken (fresh answer) is cleared so it cannot be submitted.
    if (!timeTaken || availability.stale || !time) return;
    if (onTimeLost) onTimeLost(time);
    else onTime(null);
  }, [timeTaken, availability.stale, onTime, onTimeLost, time]);

  const whyLine = (day: boolean) =>
    whyShown?.day === day && (
      <p ref={whyRef} className="bw-sm bw-gray800 bw-in-view" role="status" data-testid="unavailable-why">
        {whyShown.text}
      </p>
    );
  const noticeAlert = notice && (
    <ErrorAlert ref={noticeRef} className="bw-in-view">
      {notice}
    </ErrorAlert>
  );

  return (
    <>
      <div className="bw-stack bw-gap3">
        <div className="bw-row bw-between">
          <h4 className="bw-h4">Select Date</h4>
          <div className="bw-row">
            <PlainButton variant="outline" className="bw-icon-btn" aria-label="Previous week" disabled={weekOffset <= 0} onClick={() => onWeekOffset(Math.max(0, weekOffset - 1))}>
              ‹
            </PlainButton>
            <PlainButton variant="outline" className="bw-icon-btn" aria-label="Next week" onClick={() => onWeekOffset(weekOffset + 1)}>
              ›
            </PlainButton>
          </div>
        </div>
        <div className="bw-dates" role="group" aria-label="Dates">
          {days.map((d) => {
            const reason = availability.dayReason(d.date);
            const selected = d.date === date;
            return (
              <PlainButton
                key={d.date}
                variant={selected ? 'solid' : 'outline'}
                blue
                size="md"
                className="bw-btn-stacked bw-day"
                aria-pressed={selected}
                data-date={d.date}
                data-full={reason === 'full' ? 'true' : undefined}
                aria-disabled={!!reason}
                onClick={() => (reason ? setWhy({ scope, day: true, text: DAY_REASON_LINES[reason] }) : onDate(d.date))}
              >
                {/* Its name is what it shows ("Sun 27 Dec", "Today 25 Nov", "… Full"): spaced lines, no separate label. */}
                <span className="bw-block bw-xs">{d.label}</span> <span className="bw-block bw-lg bw-bold">{d.dayOfMonth}</span>{' '}
                <span className="bw-block bw-xs">{d.month}</span> <span className="bw-block bw-2xs bw-bold bw-reason">{reason && REASON_WORDS[reason]}</span>
              </PlainButton>
            );
          })}
        </div>
        {whyLine(true)}
        {!shown && noticeAlert}
      </div>

      {shown && (
        <div className="bw-stack bw-gap3">
          <h4 className="bw-h4">Select Time</h4>
          {noticeAlert}
          {/* While the day's answer loads, its note lies over the times (at their top, where
              the eye is) rather than above them: a line that came and went above them moved
              every button below (Continue too), and a tap that landed as it went pressed one
              place and let go at another. What the answer says of the whole day (full, or
              not checked: the stale note) goes under the times for the same reason. */}
          <div style={{ position: 'relative' }}>
            <div className="bw-times" role="group" aria-label={`Times on ${longDate(shown)}`} aria-busy={availability.loading}>
              {SLOT_LABELS.map((label) => {
                const isCurrent = current?.date === shown && current.time === label;
                const reason = availability.loading ? undefined : availability.reason(shown, label);
                const available = !isCurrent && !availability.loading && !reason;
                return (
                  <PlainButton
                    key={label}
                    size="sm"
                    variant={label === time ? 'solid' : 'outline'}
                    blue
                    className="bw-btn-stacked bw-time"
                    aria-pressed={label === time}
                    aria-label={isCurrent ? `${label} (current time)` : undefined}
                    aria-disabled={!available}
                    onClick={() => {
                      if (available) onTime(label);
                      else if (reason) setWhy({ scope, day: false, text: timeReasonLine(label, reason, CITIES.find((c) => c.id === city)?.name ?? null) });
                    }}
                  >
                    {label}{' '}
                    {isCurrent ? (
                      <span className="bw-badge">Current</span>
                    ) : (
                      reason && <span className="bw-block bw-xs">{REASON_WORDS[reason]}</span>
                    )}
                  </PlainButton>
                );
              })}
            </div>
            {availability.loading && (
              <div className="bw-overlay">
                <div className="bw-overlay-note" role="status" data-testid="availability-loading">
                  <Spinner small />
                  <p className="bw-sm">Checking which times are free…</p>
                </div>
              </div>
            )}
          </div>
          {availability.stale && (
            <div className="bw-row bw-gap3 bw-wrap" data-testid="availability-stale">
              <p className="bw-sm bw-orange700">
                {typeof navigator !== 'undefined' && navigator.onLine === false ? "You're offline: " : "We couldn't reach our booking system: "}
                {availability.fetchedAt
                  ? 'these are the last known free times and may be out of date.'
                  : "we can't check which times are taken right now, so these may be out of date."}
              </p>
              {typeof navigator !== 'undefined' && navigator.onLine !== false && (
                <PlainButton variant="outline" size="sm" style={{ minHeight: '44px' }} onClick={availability.retry}>
                  Try Again
                </PlainButton>
              )}
            </div>
          )}
          {!availability.loading && availability.dayReason(shown) && (
            <p className="bw-sm bw-gray700" data-testid="day-full">
              {DAY_REASON_LINES[availability.dayReason(shown)!]}
            </p>
          )}
          {whyLine(false)}
        </div>
      )}
    </>
  );
}
