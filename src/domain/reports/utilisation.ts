// Each crew's utilisation.
//
// Open time: 8:00 AM to 7:00 PM on every day of the period (the crews work
// every day), less the half hours blocked for that crew (a block for all
// crews takes each crew's). Job time: the minutes of the crew's bookings that
// are neither cancelled nor a no-show (a job of whole days counts 8:00 AM to
// 7:00 PM on each of its days). Utilisation = job minutes / open minutes.
// Drive time, shown beside it and not part of it: the drive table's minutes
// between one crew's consecutive jobs on a day (src/domain/schedule/drive-time.ts,
// rush hour included), not the first drive from the base nor the last one home.
// Bookings with no crew (older cached rows) have no lane and are left out.
import { SCHEDULE } from '../../config/business';
import type { Block } from '../callables/operations-schema';
import { blockCrews, blockMinutes } from '../schedule/block-time';
import { labelToMinutes } from '../schedule/schedule';
import { cityIdOf } from '../schedule/cities';
import { driveMinutes } from '../schedule/drive-time';
import { addDaysToDate } from '../schedule/schedule';
import { counted, type ReportBooking } from './report-booking';
import { countsAsBooked } from './revenue';
import { daysOf, inRange, type DateRange } from './report-period';
import { hoursOf, percentOf, tableWithTotal, type ReportColumn, type ReportTable } from './report-table';

export const OPEN_DAY_MIN = SCHEDULE.dayEndMin - SCHEDULE.firstSlotMin;

type BlockShape = Pick<Block, 'date_from' | 'date_to' | 'start_time' | 'end_time' | 'crew'>;

export interface CrewTime {
  crew: number;
  openMin: number;
  jobMin: number;
  driveMin: number;
}

interface DayJob {
  startMin: number;
  endMin: number;
  city: ReturnType<typeof cityIdOf>;
}

/** Open, job and drive minutes of every crew over the range. */
export function crewTimes(bookings: readonly ReportBooking[], blocks: readonly BlockShape[], range: DateRange): CrewTime[] {
  const days = daysOf(range);
  const crews = Array.from({ length: SCHEDULE.crews }, (_, i) => i + 1);
  const times = new Map(crews.map((crew) => [crew, { crew, openMin: days.length * OPEN_DAY_MIN, jobMin: 0, driveMin: 0 }]));

  // Blocked half hours, each counted once per crew and day even where blocks overlap.
  const blocked = new Set<string>();
  for (const block of blocks) {
    if (block.date_to < range.from || block.date_from > range.to) continue;
    const minutes = blockMinutes(block);
    for (let d = block.date_from < range.from ? range.from : block.date_from; d <= block.date_to && d <= range.to; d = addDaysToDate(d, 1)) {
      for (const crew of blockCrews(block)) for (const m of minutes) blocked.add(`${crew}|${d}|${m}`);
    }
  }
  for (const key of blocked) {
    const t = times.get(Number(key.slice(0, key.indexOf('|'))));
    if (t) t.openMin -= SCHEDULE.slotStepMin;
  }

  const lanes = new Map<string, DayJob[]>();
  for (const b of bookings) {
    if (!counted(b) || !countsAsBooked(b) || !b.crew || !times.has(b.crew)) continue;
    const t = times.get(b.crew)!;
    const city = cityIdOf(b.service_city);
    const jobDays = b.job_days ?? 0;
    if (jobDays > 0) {
      for (let i = 0; i < jobDays; i += 1) {
        const d = addDaysToDate(b.booking_date, i);
        if (!inRange(d, range)) continue;
        t.jobMin += OPEN_DAY_MIN;
        pushLane(lanes, b.crew, d, { startMin: SCHEDULE.firstSlotMin, endMin: SCHEDULE.dayEndMin, city });
      }
      continue;
    }
    if (!inRange(b.booking_date, range)) continue;
    const startMin = labelToMinutes(b.booking_time) ?? SCHEDULE.firstSlotMin;
    t.jobMin += b.duration_min;
    pushLane(lanes, b.crew, b.booking_date, { startMin, endMin: startMin + b.duration_min, city });
  }
  for (const [key, jobs] of lanes) {
    if (jobs.length < 2) continue;
    const [crew, date] = key.split('|');
    jobs.sort((a, b) => a.startMin - b.startMin);
    const t = times.get(Number(crew))!;
    for (let i = 1; i < jobs.length; i += 1) t.driveMin += driveMinutes(jobs[i - 1].city, jobs[i].city, date, jobs[i - 1].endMin);
  }
  return [...times.values()];
}

function pushLane(lanes: Map<string, DayJob[]>, crew: number, date: string, job: DayJob) {
  const key = `${crew}|${date}`;
  const lane = lanes.get(key);
  if (lane) lane.push(job);
  else lanes.set(key, [job]);
}

export const UTILISATION_COLUMNS: ReportColumn[] = [
  { key: 'name', label: 'Crew', kind: 'text' },
  { key: 'jobHours', label: 'Job hours', kind: 'hours' },
  { key: 'openHours', label: 'Open hours', kind: 'hours' },
  { key: 'utilisation', label: 'Utilisation', kind: 'percent' },
  { key: 'driveHours', label: 'Driving hours', kind: 'hours' },
];

/** One row per crew; the total row's utilisation is all crews' job hours over all their open hours. */
export function utilisationTable(bookings: readonly ReportBooking[], blocks: readonly BlockShape[], range: DateRange): ReportTable {
  const rows = crewTimes(bookings, blocks, range).map((t) => ({
    name: `Crew ${t.crew}`,
    jobHours: hoursOf(t.jobMin),
    openHours: hoursOf(t.openMin),
    utilisation: percentOf(t.jobMin, t.openMin),
    driveHours: hoursOf(t.driveMin),
  }));
  return tableWithTotal('utilisation', 'Crew utilisation', UTILISATION_COLUMNS, rows, (total) => {
    total.utilisation = percentOf(Number(total.jobHours), Number(total.openHours));
  });
}
