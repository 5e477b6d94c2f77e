// Badges and the View button of the rows drawn many times over (table rows,
// cards, day view jobs) as plain elements with the classes of dashboard.css:
// they look like Chakra's Badge and Button and cost no style work per render.
import type { BookingStatus } from '@/domain/booking/status';
import { ADDRESS_MISSING, STATUS_COLORS } from './booking-format';
import './dashboard.css';

type BadgeSize = 'sm' | 'xs';

function badgeClass(palette: string, size: BadgeSize, outline = false): string {
  return `dash-badge dash-palette-${palette}${size === 'xs' ? ' dash-badge-xs' : ''}${outline ? ' dash-badge-outline' : ''}`;
}

export function StatusBadge({ status, size = 'sm' }: { status: BookingStatus; size?: BadgeSize }) {
  return <span className={badgeClass(STATUS_COLORS[status], size)}>{status}</span>;
}

export function PendingBadge({ size = 'sm' }: { size?: BadgeSize }) {
  return <span className={badgeClass('orange', size, true)}>pending sync</span>;
}

/** On every staff view of a booking that has no street address (the customer must be called for it). */
export function AddressMissingBadge({ size = 'sm' }: { size?: BadgeSize }) {
  return (
    <span className={badgeClass('red', size, true)} data-testid="address-missing">
      {ADDRESS_MISSING}
    </span>
  );
}

/** The business asked the customer to pick a new time and nobody has moved it yet. */
export const NEEDS_NEW_TIME = 'needs a new time';

export function NeedsNewTimeBadge({ size = 'sm' }: { size?: BadgeSize }) {
  return <span className={badgeClass('orange', size)} data-testid="needs-new-time">{NEEDS_NEW_TIME}</span>;
}

/** A visit of a maintenance plan (its booking carries the plan's id). */
export function PlanBadge({ size = 'sm' }: { size?: BadgeSize }) {
  return (
    <span className={badgeClass('blue', size, true)} data-testid="plan-visit">
      Plan
    </span>
  );
}

export function ViewButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button type="button" className="plain-btn plain-btn-xs plain-btn-outline" onClick={onClick} aria-label={`View booking of ${name}`}>
      View
    </button>
  );
}
