// The preview staff see before a plan is made: its next six visits, each asked
// of the one availability rule as a booking would be (slotStates over the
// day's locks, with the drives to and from the crew's other jobs; staff take
// no notice), and for one that does not fit, why and the nearest time that
// does: the same day first, then the days around it, up to three either side.
// Nothing is written.
import type { Firestore } from 'firebase-admin/firestore';
import type { VehicleType } from '@/domain/catalog';

import { PLAN_RULES, defaultPlanPrice } from '@/domain/plans/plan-rules';
import { lastOccurrence, nextOccurrences, ruleText } from '@/domain/plans/recurrence';
import type { PlanSetupData, PreviewPlanOutput } from '@/domain/plans/plan-schema';
import { cityIdOf } from '@/domain/schedule/cities';
import { addDaysToDate, businessToday, daysBetween, labelToMinutes } from '@/domain/schedule/schedule';
import { availability } from '../booking/availability';

/** How far either side of a visit's date the nearest free time is looked for. */
const NEAREST_DAYS = 3;

export async function previewPlanAt(db: Firestore, setup: PlanSetupData, now: Date): Promise<PreviewPlanOutput> {
  const rule = { cadence: setup.cadence, from: setup.start_date };
  const until = setup.end.kind === 'after' ? lastOccurrence({ ...rule, count: setup.end.visits }) : setup.end.kind === 'on' ? setup.end.date : null;
  const tomorrow = addDaysToDate(businessToday(now), 1);
  const dates = nextOccurrences({ ...rule, until }, setup.start_date > tomorrow ? setup.start_date : tomorrow, PLAN_RULES.previewVisits);
  const wantedMin = labelToMinutes(setup.start_time)!;
  const city = cityIdOf(setup.service_city);
  const visits: PreviewPlanOutput['visits'] = [];
  for (const date of dates) {
    const from = [addDaysToDate(date, -NEAREST_DAYS), tomorrow].sort()[1];
    const days = daysBetween(from, addDaysToDate(date, NEAREST_DAYS)) + 1;
    const answer = await availability(db, { service_name: setup.service_name, from, days, crew: setup.crew ?? undefined }, now, { minNoticeMin: 0, crew: setup.crew, city });
    const wanted = answer.dates.find((d) => d.date === date)?.slots.find((s) => s.time === setup.start_time);
    if (wanted?.available) {
      visits.push({ booking_date: date, booking_time: setup.start_time, fits: true, nearest: null });
      continue;
    }
    // Nearest: fewest days away, then fewest minutes from the usual time.
    const free = answer.dates.flatMap((d) => d.slots.filter((s) => s.available).map((s) => ({ booking_date: d.date, booking_time: s.time, score: Math.abs(daysBetween(date, d.date)) * 10_000 + Math.abs(labelToMinutes(s.time)! - wantedMin) })));
    free.sort((a, b) => a.score - b.score);
    const nearest = free[0] ? { booking_date: free[0].booking_date, booking_time: free[0].booking_time } : null;
    visits.push({ booking_date: date, booking_time: setup.start_time, fits: false, reason: (wanted?.reason ?? 'full') as PreviewPlanOutput['visits'][number]['reason'], nearest });
  }
  const defaultPrice = defaultPlanPrice(setup.service_name, setup.vehicle_type as VehicleType);
  return { price: setup.price ?? defaultPrice, default_price: defaultPrice, rrule: ruleText({ ...rule, until }), visits };
}
