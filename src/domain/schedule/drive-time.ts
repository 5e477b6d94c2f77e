// Drive time between one crew's jobs: the table of the business config read by
// city, the rush-hour rule, and whether a crew can reach a job from its job
// before and go on to its job after. Pure; the wizard, the day view and the
// functions share it through schedule.ts's firstFreeCrew.
//
// Only the drives between jobs count: a crew leaves the base early enough for
// its first job and drives home after its last on its own time (product.md
// section 10). Blocked time is no place: a block takes its half hours, and the
// drive between the jobs around it is still driven.
import { DRIVE } from '../../config/business';
import { CITIES, CITY_IDS, type CityId } from './cities';

/** A place a drive starts or ends: a city served, or the base (the business's address). */
export type DrivePlace = CityId | 'base';

/** One job of one crew on a date, as the drive rule sees it (minutes after midnight, business time). */
export interface CrewJob {
  crew: number;
  startMin: number;
  endMin: number;
  /** Its service city; null when the booking has none (a phone booking, an old one): the farthest city. */
  city: CityId | null;
  /** The booking's id, where known (a reschedule leaves its own job out). */
  id?: string;
}

const table: Readonly<Record<DrivePlace, Readonly<Record<DrivePlace, number>>>> = DRIVE.minutes;

/**
 * Minutes from one place to another outside rush hours. An unknown city (null)
 * is the farthest city from the other end, so a booking without one never
 * lets a crew be booked where it could not get to.
 */
export function plainDriveMin(from: DrivePlace | null, to: DrivePlace | null): number {
  if (from && to) return table[from][to];
  if (from) return Math.max(...CITY_IDS.map((c) => table[from][c]));
  if (to) return Math.max(...CITY_IDS.map((c) => table[c][to]));
  return Math.max(...CITY_IDS.flatMap((a) => CITY_IDS.map((b) => table[a][b])));
}

/** Monday to Friday, for a yyyy-MM-dd date. */
export function isWeekday(date: string): boolean {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day >= 1 && day <= 5;
}

/** Whether a drive from departMin lasting plainMin overlaps a weekday rush window. */
export function inRushHour(date: string, departMin: number, plainMin: number): boolean {
  if (!isWeekday(date)) return false;
  return DRIVE.rush.windowsMin.some(([from, to]) => departMin < to && departMin + plainMin > from);
}

/** Minutes a drive leaving at departMin on date takes: the table's, half as long again in rush hour (rounded up to the table's step). */
export function driveMinutes(from: DrivePlace | null, to: DrivePlace | null, date: string, departMin: number): number {
  const plain = plainDriveMin(from, to);
  if (!inRushHour(date, departMin, plain)) return plain;
  return Math.ceil((plain * DRIVE.rush.factor) / DRIVE.roundMin) * DRIVE.roundMin;
}

/** The longest any drive between jobs can take (farthest cities, in rush hour). */
export const LONGEST_DRIVE_MIN = Math.ceil((plainDriveMin(null, null) * DRIVE.rush.factor) / DRIVE.roundMin) * DRIVE.roundMin;

/**
 * Whether one crew, with `jobs` on `date` (its other jobs only), can take
 * `job`: no job overlaps it, the crew reaches it from the job before (that
 * job's end plus the drive, by its start) and reaches the job after from it.
 */
export function reachable(jobs: readonly CrewJob[], job: Omit<CrewJob, 'crew'>, date: string): boolean {
  let before: CrewJob | undefined;
  let after: CrewJob | undefined;
  for (const other of jobs) {
    if (other.startMin < job.endMin && job.startMin < other.endMin) return false;
    if (other.endMin <= job.startMin && (!before || other.endMin > before.endMin)) before = other;
    if (other.startMin >= job.endMin && (!after || other.startMin < after.startMin)) after = other;
  }
  if (before && before.endMin + driveMinutes(before.city, job.city, date, before.endMin) > job.startMin) return false;
  if (after && job.endMin + driveMinutes(job.city, after.city, date, job.endMin) > after.startMin) return false;
  return true;
}

/** One drive of a crew's day: from a job to the next one. */
export interface RouteLeg {
  from: CrewJob;
  to: CrewJob;
  driveMin: number;
  /** Minutes between the first job's end and the next one's start. */
  gapMin: number;
  /** The drive fits in the gap. */
  fits: boolean;
}

/** A crew's drives on a date, job to job in start order, and their total. */
export function crewRoute(jobs: readonly CrewJob[], date: string): { legs: RouteLeg[]; totalMin: number; fits: boolean } {
  const sorted = [...jobs].sort((a, b) => a.startMin - b.startMin);
  const legs: RouteLeg[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const from = sorted[i - 1];
    const to = sorted[i];
    const driveMin = driveMinutes(from.city, to.city, date, from.endMin);
    const gapMin = to.startMin - from.endMin;
    legs.push({ from, to, driveMin, gapMin, fits: driveMin <= gapMin });
  }
  return { legs, totalMin: legs.reduce((sum, l) => sum + l.driveMin, 0), fits: legs.every((l) => l.fits) };
}

const cityName = (city: CityId | null) => CITIES.find((c) => c.id === city)?.name;

/**
 * How staff read a drive into a job: "30 min from Burnaby"; where either end has
 * no city, says it was counted as the farthest city.
 */
export function driveLabel(driveMin: number, from: CityId | null, to: CityId | null): string {
  const origin = from ? `from ${cityName(from)}` : 'from the job before';
  return from && to ? `${driveMin} min ${origin}` : `${driveMin} min ${origin} (no city: counted as the farthest)`;
}

/** What staff read where a booking has no city (a phone booking, an old one). */
export const NO_CITY_NOTE = 'No city: times allow for the drive from the farthest city.';
