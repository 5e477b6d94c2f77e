// Desktop: the bookings as a table with the six sortable columns; only the
// visible rows are in the DOM (WindowedList).
import type { ShownBooking } from '@/lib/sync/shown';
import { memo, type CSSProperties } from 'react';
import { SORT_COLUMNS, formatPrice, type SortKey, type SortState } from './dashboard-model';
import { addressMissing, formatDate } from '../booking-format';
import { WindowedList } from './windowed-list';
import { AddressMissingBadge, NeedsNewTimeBadge, PendingBadge, PlanBadge, StatusBadge, ViewButton } from '../plain-parts';
import { needsNewTime } from '@/domain/booking/customer-card';

const COLUMNS = '1.1fr 0.8fr 1.6fr 1.8fr 0.8fr 0.9fr 0.7fr';
const ROW_STYLE = { '--dash-columns': COLUMNS } as CSSProperties;
const ROW_HEIGHT_PX = 56;

export interface BookingsViewProps {
  rows: readonly ShownBooking[];
  sort: SortState;
  onSort: (key: SortKey) => void;
  onOpen: (id: string) => void;
}

export const BookingsTable = memo(function BookingsTable({ rows, sort, onSort, onOpen }: BookingsViewProps) {
  return (
    <div role="table" aria-label="Bookings" aria-rowcount={rows.length + 1} className="dash-table">
      <HeaderRow sort={sort} onSort={onSort} />
      <WindowedList items={rows} rowHeightPx={ROW_HEIGHT_PX} getKey={bookingKey} label="Booking rows" role="rowgroup" renderRow={(b) => <BookingRow booking={b} onOpen={onOpen} />} />
    </div>
  );
});

const bookingKey = (b: ShownBooking) => b.id;

// Memoized: a search or filter change (new rows, same sort) leaves the six header buttons alone.
// Plain elements (the look of Chakra's ghost Button): a sort change draws them again.
const HeaderRow = memo(function HeaderRow({ sort, onSort }: Pick<BookingsViewProps, 'sort' | 'onSort'>) {
  return (
    <div role="row" className="dash-thead" style={ROW_STYLE}>
      {SORT_COLUMNS.map((c) => (
        <div key={c.key} role="columnheader" aria-sort={sort.key === c.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
          <button type="button" className="plain-btn plain-btn-sm dash-btn-px1 plain-btn-ghost" onClick={() => onSort(c.key)}>
            {c.label}
            {sort.key === c.key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
          </button>
        </div>
      ))}
      <div role="columnheader">
        <p className="dash-fs-sm dash-semibold">Details</p>
      </div>
    </div>
  );
});

/** One row; unchanged rows are not rendered again when the list around them changes. Plain elements: see dashboard.css. */
const BookingRow = memo(function BookingRow({ booking: b, onOpen }: { booking: ShownBooking; onOpen: (id: string) => void }) {
  return (
    <div role="row" data-testid={`booking-${b.id}`} className="dash-row" style={ROW_STYLE}>
      <div role="cell" className="dash-sm">
        {formatDate(b.booking_date)}
      </div>
      <div role="cell" className="dash-sm">
        {b.booking_time}
      </div>
      <div role="cell" className="dash-clip">
        <div className="dash-sm dash-medium dash-truncate">{b.customer_name}</div>
        <div className="dash-xs dash-muted dash-truncate">{b.customer_email}</div>
      </div>
      <div role="cell" className="dash-sm dash-truncate">
        {b.service_name}
      </div>
      <div role="cell" className="dash-sm">
        {formatPrice(b.total_price)}
      </div>
      <div role="cell" className="dash-gap1">
        <StatusBadge status={b.status} />
        {b.plan_id ? <PlanBadge size="xs" /> : null}
        {b.pending ? <PendingBadge /> : null}
        {needsNewTime(b) ? <NeedsNewTimeBadge size="xs" /> : null}
        {addressMissing(b) ? <AddressMissingBadge size="xs" /> : null}
      </div>
      <div role="cell">
        <ViewButton name={b.customer_name} onClick={() => onOpen(b.id)} />
      </div>
    </div>
  );
});
