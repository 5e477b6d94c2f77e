// The maintenance plan's fixed rules (product.md section 11): which packages a
// plan may repeat, the cadences, the default price, how far ahead visits are
// made and when the nightly round runs. Plain data and arithmetic, shared by
// the functions and the staff and customer screens.
import { computeTotal, type PackageId, type VehicleType } from '../catalog';

/** The packages a plan may repeat: the interior work, not paint correction or coatings (done once). */
export const PLAN_PACKAGES = ['Interior Detailing', 'Interior & Exterior Package', 'Steam Cleaning & Interior Shampoo'] as const satisfies readonly PackageId[];
export type PlanPackage = (typeof PLAN_PACKAGES)[number];

export function isPlanPackage(id: string): id is PlanPackage {
  return (PLAN_PACKAGES as readonly string[]).includes(id);
}

/** "Every N weeks": the weekly intervals offered. */
export const PLAN_WEEK_INTERVALS = [2, 3, 4, 6, 8] as const;

export const PLAN_RULES = {
  /** The default price is the package's price for the vehicle less this. */
  discountPercent: 10,
  /** Visits exist this many days ahead (8 weeks): the nightly round makes the ones that come into reach. */
  horizonDays: 56,
  /** The nightly round, business time (minutes after midnight). */
  nightlyAtMin: 2 * 60,
  /** Staff see this many visits checked before a plan is made. */
  previewVisits: 6,
  /** "After N visits": at most this many. */
  maxVisits: 104,
} as const;

/** The plan's default price per visit in whole dollars: the package's price for the vehicle less 10 %, rounded. */
export function defaultPlanPrice(pkg: PlanPackage, vehicle: VehicleType): number {
  return Math.round((computeTotal(pkg, vehicle) * (100 - PLAN_RULES.discountPercent)) / 100);
}
