// The rule that a photo is required for any damage ticked in the condition
// check (CONDITION_CHECK.photoRequiredForDamage): one function, used by the
// status change on the server and, later, by the crew's screens to say it
// before they try. The product has no "in progress" status: the job's gated
// move is to completed (the status that says the work was done), so a job with
// damage ticked and no Before photo cannot be marked done until one is added.
import { CONDITION_CHECK } from '../../config/business';
import type { BookingStatus } from '../booking/status';
import type { ConditionCheck, ConditionItemId, JobPhoto } from './job-photo-records';

/** The status a job cannot move to while damage is ticked without a Before photo. */
export const CONDITION_GATED_STATUS: BookingStatus = 'completed';

export function conditionLabel(id: ConditionItemId): string {
  return CONDITION_CHECK.items.find((i) => i.id === id)?.label ?? id;
}

/** "Scratches, Pet hair" (the check's history entry), or "Nothing noted". */
export function conditionSummary(items: readonly ConditionItemId[]): string {
  return items.length === 0 ? 'Nothing noted' : items.map(conditionLabel).join(', ');
}

/** The damage items ticked (those a customer may dispute later). */
export function damageTicked(check: Pick<ConditionCheck, 'items'> | null | undefined): ConditionItemId[] {
  const damage = new Set<string>(CONDITION_CHECK.items.filter((i) => i.damage).map((i) => i.id));
  return (check?.items ?? []).filter((id) => damage.has(id));
}

/**
 * Why moving the job to `to` is refused, or null: with the switch on, a move to
 * CONDITION_GATED_STATUS while damage is ticked and the job has no Before photo.
 */
export function photoRequiredRefusal(
  job: { condition_check?: Pick<ConditionCheck, 'items'> | null; photos?: readonly Pick<JobPhoto, 'tag'>[] },
  to: BookingStatus,
  required: boolean = CONDITION_CHECK.photoRequiredForDamage,
): string | null {
  if (!required || to !== CONDITION_GATED_STATUS) return null;
  const damage = damageTicked(job.condition_check);
  if (damage.length === 0 || (job.photos ?? []).some((p) => p.tag === 'before')) return null;
  return `Add a Before photo of the damage ticked in the condition check (${conditionSummary(damage)}) before marking the job completed`;
}
