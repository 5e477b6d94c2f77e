// The crew day view: a chosen day (today by default, previous / next), one
// lane per crew; each job a block as long as its duration, or longer where its
// lines need the room (time, customer, service, status, its On My Way once
// tapped, the customer note, address link), blocked time shaded, free
// gaps marked (today's from now on: time gone is not free), the drive into each
// job from the crew's job before ("30 min from Burnaby"), each crew's driving
// total, and a day whose drives do not fit marked. On the job: On My Way (on
// the day; its first choice the drive from the crew's job before) and No-show
// (once its start has passed). Tap a job for its details. Two lanes fit a 390 px
// phone, every line of a job wrapped inside its lane and shown whole.
import type { ShownBooking, ShownBlock } from '@/lib/sync/shown';
import { memo, useCallback, useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { addDaysToDate, minutesToLabel } from '@/domain/schedule/schedule';
import { DAY_END_MIN, DAY_START_MIN, dayLanes, freeFromMin, onMyWaySuggestion, type Drive, type Lane } from './day-view-model';
import { addressLabel, addressMissing, formatDate, mapsUrl } from '../booking-format';
import { onMyWayLine, onMyWayState } from './on-my-way-state';
import { AddressMissingBadge, NeedsNewTimeBadge, PendingBadge, PlanBadge, StatusBadge } from '../plain-parts';
import { bookingStartInstant } from '@/domain/booking/change-window';
import { onMyWayOffered } from '@/domain/schedule/crew-schema';
import { actionsFor } from '@/domain/booking/status';
import { needsNewTime } from '@/domain/booking/customer-card';
import { OnMyWayDialog } from './on-my-way-dialog';
import { runStatusChange } from '../booking-actions';

type JobAction = (booking: ShownBooking, action: 'on-my-way' | 'no-show') => void;

/**
 * The day is one grid: a row per quarter hour from the first start to the
 * day's end, at least ROW_PX tall (1.2 px a minute), a column for the hours and
 * one per lane. A job, block or free gap spans the rows of its time, and a row
 * grows when what spans it needs more room (a job's wrapped lines on a phone),
 * in every lane at once: every line is shown whole, and the lanes and the
 * hours stay side by side.
 */
const ROW_MIN = 15;
const ROW_PX = ROW_MIN * 1.2;
const ROWS = Math.ceil((DAY_END_MIN - DAY_START_MIN) / ROW_MIN);
/** The grid line at `min` (line 1 is above the lanes' labels, line 2 the day's start). */
const line = (min: number) => 2 + (min - DAY_START_MIN) / ROW_MIN;
/**
 * A part's rows, kept inside the day: a job outside the drawn hours (a phone
 * booking at 7:00 AM, say) sits at the day's edge instead of running over the
 * page above it, where it covered the dashboard's buttons.
 */
const place = (from: number, to: number) => {
  const start = Math.min(Math.max(from, DAY_START_MIN), DAY_END_MIN - 30);
  const end = Math.max(Math.min(to, DAY_END_MIN), start + 30);
  return { gridRow: `${Math.floor(line(start))} / ${Math.ceil(line(end))}` };
};
const LANE_ROWS = `auto repeat(${ROWS}, minmax(${ROW_PX}px, auto))`;
const HOURS = Array.from({ length: Math.floor((DAY_END_MIN - DAY_START_MIN) / 60) + 1 }, (_, i) => DAY_START_MIN + i * 60);

export interface DayViewProps {
  rows: readonly ShownBooking[];
  blocks: readonly ShownBlock[];
  date: string;
  today: string;
  /** The dashboard's day state setter: a date, or a step from the date shown. */
  onDate: Dispatch<SetStateAction<string>>;
  onOpen: (id: string) => void;
}

const LaneColumn = memo(function LaneColumn({ lane, column, onOpen, onAction }: { lane: Lane<ShownBooking, ShownBlock>; column: number; onOpen: (id: string) => void; onAction: JobAction }) {
  const label = lane.crew === 0 ? 'Not assigned yet' : `Crew ${lane.crew}`;
  // Plain elements with dashboard.css classes, placed inline: Chakra style props here would make a class per position.
  return (
    <section aria-label={label} data-testid={`lane-${lane.crew}`} className="dash-lane-col" style={{ gridColumn: column }}>
      <div className="dash-lane-head">
        <p className="dash-lane-label dash-sm dash-semibold">{label}</p>
        {lane.crew !== 0 ? (
          <p className="dash-lane-label dash-2xs dash-muted" data-testid={`drive-total-${lane.crew}`}>
            {lane.driveTotalMin} min driving
          </p>
        ) : null}
      </div>
      <div className="dash-lane" aria-hidden />
      {lane.free.map((g) => (
        <div key={`free-${g.startMin}`} data-testid="free-gap" className="dash-free" style={place(g.startMin, g.endMin)}>
          <p className="dash-2xs">
            Free {minutesToLabel(g.startMin)}–{minutesToLabel(g.endMin)}
          </p>
        </div>
      ))}
      {lane.blocks.map(({ block, startMin, endMin }) => (
        <div key={`block-${block.id}`} data-testid={`day-block-${block.id}`} data-pending={block.pending} className="dash-block" style={place(startMin, endMin)}>
          <p className="dash-xs dash-semibold">Blocked: {block.reason}</p>
          {block.note ? <p className="dash-2xs">{block.note}</p> : null}
        </div>
      ))}
      {lane.jobs.map(({ booking, startMin, endMin }) => (
        <DayJob key={booking.id} booking={booking} startMin={startMin} endMin={endMin} drive={lane.drives[booking.id]} onOpen={onOpen} onAction={onAction} />
      ))}
    </section>
  );
});

const DayJob = memo(function DayJob({
  booking,
  startMin,
  endMin,
  drive,
  onOpen,
  onAction,
}: {
  booking: ShownBooking;
  startMin: number;
  endMin: number;
  /** The drive into it from the crew's job before (none for the crew's first). */
  drive: Drive | undefined;
  onOpen: (id: string) => void;
  onAction: JobAction;
}) {
  const address = addressLabel(booking);
  const now = new Date();
  const offerOnMyWay = onMyWayOffered(booking, now);
  const onMyWay = onMyWayState(booking);
  const offerNoShow = actionsFor(booking.status, bookingStartInstant(booking).getTime() <= now.getTime()).some((a) => a.to === 'no-show');
  return (
    <article data-testid={`day-job-${booking.id}`} aria-label={`${booking.booking_time} ${booking.customer_name}`} className="dash-job" style={place(startMin, endMin)}>
      {drive ? (
        <p className={`dash-2xs${drive.fits ? ' dash-muted' : ' dash-bold dash-danger'}`} data-testid="drive-into" data-fits={drive.fits}>
          {drive.label}
          {drive.fits ? '' : `: only ${drive.gapMin} min between jobs`}
        </p>
      ) : null}
      <button type="button" className="dash-job-open" onClick={() => onOpen(booking.id)} aria-label={`Details of ${booking.customer_name} at ${booking.booking_time}`}>
        <p className="dash-xs dash-bold">
          {booking.booking_time}–{minutesToLabel(endMin)}
        </p>
        <p className="dash-sm dash-semibold">{booking.customer_name}</p>
        <p className="dash-xs">{booking.service_name}</p>
      </button>
      <div className="dash-gap1 dash-job-badges">
        <StatusBadge status={booking.status} size="xs" />
        {booking.plan_id ? <PlanBadge size="xs" /> : null}
        {booking.pending ? <PendingBadge size="xs" /> : null}
        {needsNewTime(booking) ? <NeedsNewTimeBadge size="xs" /> : null}
        {addressMissing(booking) ? <AddressMissingBadge size="xs" /> : null}
      </div>
      {onMyWay ? (
        <p className={`dash-2xs dash-semibold${onMyWay.kind === 'waiting' ? ' dash-warn' : ''}`} data-testid="on-my-way-state">
          {onMyWayLine(onMyWay)}
        </p>
      ) : null}
      {booking.customer_note ? <p className="dash-2xs">Note: {booking.customer_note}</p> : null}
      {address ? (
        <a href={mapsUrl(address)} target="_blank" rel="noopener noreferrer" className="dash-address dash-xs">
          {address}
        </a>
      ) : null}
      {offerOnMyWay || offerNoShow ? (
        <div className="dash-gap1 dash-job-actions">
          {offerOnMyWay ? (
            <button type="button" className="plain-btn plain-btn-xs plain-btn-outline" onClick={() => onAction(booking, 'on-my-way')} aria-label={`On My Way to ${booking.customer_name}`}>
              On My Way
            </button>
          ) : null}
          {offerNoShow ? (
            <button type="button" className="plain-btn plain-btn-xs plain-btn-outline" onClick={() => onAction(booking, 'no-show')} aria-label={`No-show: ${booking.customer_name}`}>
              No-show
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
});

// A day change re-renders only what shows the date, and nothing of the day view
// is a Chakra component: those resolve their styles on every render, and a first
// mount of a variant (the Today button) inserts a CSS rule, which restyles the
// whole page. Plain elements with dashboard.css classes that look the same.
const StepButton = memo(function StepButton({ delta, onStep }: { delta: -1 | 1; onStep: (delta: -1 | 1) => void }) {
  return (
    <button type="button" className="plain-btn plain-btn-sm plain-btn-outline" onClick={() => onStep(delta)} aria-label={delta < 0 ? 'Previous day' : 'Next day'}>
      {delta < 0 ? '‹ Prev' : 'Next ›'}
    </button>
  );
});

const TodayButton = memo(function TodayButton({ onToday }: { onToday: () => void }) {
  return (
    <button type="button" className="plain-btn plain-btn-sm plain-btn-ghost" onClick={onToday}>
      Today
    </button>
  );
});

/** The hour marks beside the lanes, each on its hour's grid line: the same every day, rendered once. */
const HourRuler = memo(function HourRuler() {
  return (
    <div className="dash-ruler" aria-hidden>
      {HOURS.map((m) => (
        <p key={m} className={`dash-hour dash-2xs dash-muted${m >= DAY_START_MIN + ROWS * ROW_MIN ? ' dash-hour-last' : ''}`} style={{ gridRow: Math.min(line(m), ROWS + 1) }}>
          {minutesToLabel(m).replace(':00', '')}
        </p>
      ))}
    </div>
  );
});

/** Where today's free time starts, moved on every minute while the day shown is today. */
function useFreeFrom(date: string, today: string): number {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (date !== today) return;
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, [date, today]);
  return freeFromMin(date, date === today ? now : new Date());
}

export function DayView({ rows, blocks, date, today, onDate, onOpen }: DayViewProps) {
  const fromMin = useFreeFrom(date, today);
  const lanes = useMemo(() => dayLanes(rows, blocks, date, fromMin), [rows, blocks, date, fromMin]);
  const jobCount = lanes.reduce((n, l) => n + l.jobs.length, 0);
  const misfits = useMemo(() => lanes.filter((l) => !l.fits).map((l) => `Crew ${l.crew}`), [lanes]);
  // Steps from the date shown when the click lands (a functional update), so the callbacks never change.
  const onStep = useCallback((delta: -1 | 1) => onDate((shown) => addDaysToDate(shown, delta)), [onDate]);
  const onToday = useCallback(() => onDate(today), [onDate, today]);
  const [onMyWayFor, setOnMyWayFor] = useState<ShownBooking | null>(null);
  const onAction = useCallback<JobAction>((booking, action) => {
    if (action === 'on-my-way') setOnMyWayFor(booking);
    else void runStatusChange(booking, 'no-show');
  }, []);
  // Its first choice: the drive from the crew's job before, leaving now.
  const suggested = useMemo(() => (onMyWayFor ? onMyWaySuggestion(rows, onMyWayFor, new Date()) : undefined), [rows, onMyWayFor]);
  return (
    <div data-testid="day-view" data-date={date}>
      <div className="dash-day-nav">
        <StepButton delta={-1} onStep={onStep} />
        <div className="dash-center">
          <input type="date" aria-label="Day" className="dash-date-input dash-sm" value={date} onChange={(e) => e.target.value && onDate(e.target.value)} />
          <p className="dash-bold" data-testid="day-view-date">
            {date === today ? 'Today, ' : ''}
            {formatDate(date)}
          </p>
          <p className="dash-xs dash-muted">
            {jobCount} job{jobCount === 1 ? '' : 's'}
          </p>
        </div>
        <div className="dash-gap1">
          {date !== today ? <TodayButton onToday={onToday} /> : null}
          <StepButton delta={1} onStep={onStep} />
        </div>
      </div>
      {misfits.length > 0 ? (
        <p role="alert" className="dash-sm dash-bold dash-danger" data-testid="day-misfit">
          This day does not fit: {misfits.join(' and ')} cannot drive between jobs in time.
        </p>
      ) : null}
      <div className="dash-lanes" style={{ gridTemplateColumns: `2.5rem repeat(${lanes.length}, minmax(0, 1fr))`, gridTemplateRows: LANE_ROWS }}>
        <HourRuler />
        {lanes.map((lane, i) => (
          <LaneColumn key={lane.crew} lane={lane} column={i + 2} onOpen={onOpen} onAction={onAction} />
        ))}
      </div>
      {onMyWayFor ? <OnMyWayDialog booking={onMyWayFor} suggested={suggested} onClose={() => setOnMyWayFor(null)} /> : null}
    </div>
  );
}

const ignore = () => undefined;
let rehearsed = false;

/**
 * Draws today's day view once before anyone opens it, then drops it. Its first
 * open was half again slower than the next ones (at 4x CPU about 150 ms against
 * 85): the first time, its code ran cold, and the browser styled, laid out and
 * shaped the text of its elements with none of that cached. Called once a page
 * while the dashboard is idle: rendered into an element in no document, then,
 * in the same task, put into `host` (hidden, inert, and its jobs styled and laid
 * out although the page does not show them), laid out and removed, so no other
 * script and no frame ever sees it.
 */
export function rehearseDayView(host: HTMLElement, rows: readonly ShownBooking[], today: string): void {
  if (rehearsed) return;
  rehearsed = true;
  const box = document.createElement('div');
  box.className = 'dash-rehearsal';
  box.setAttribute('aria-hidden', 'true');
  box.inert = true;
  box.style.width = `${host.clientWidth}px`;
  const root = createRoot(box);
  try {
    flushSync(() => root.render(<DayView rows={rows} blocks={[]} date={today} today={today} onDate={ignore} onOpen={ignore} />));
    host.appendChild(box);
    void box.offsetHeight;
  } finally {
    root.unmount();
    box.remove();
  }
}
