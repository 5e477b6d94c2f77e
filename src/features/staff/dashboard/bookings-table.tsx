// Desktop: the bookings as a table with the six sortable columns; only the
// visible rows are in the DOM (WindowedList).
import type { ShownBooking } from '@/lib/sync/shown';
import { memo, type CSSProperties } from 'react';
import { Box, Button, Grid, Text } from '@chakra-ui/react';
import { SORT_COLUMNS, formatPrice, type SortKey, type SortState } from './dashboard-model';
import { addressMissing, formatDate } from '../booking-format';
import { WindowedList } from './windowed-list';
import { AddressMissingBadge, NeedsNewTimeBadge, PendingBadge, StatusBadge, ViewButton } from '../plain-parts';
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
    <Box role="table" aria-label="Bookings" aria-rowcount={rows.length + 1} borderWidth="1px" borderRadius="md" overflow="hidden">
      <HeaderRow sort={sort} onSort={onSort} />
      <WindowedList items={rows} rowHeightPx={ROW_HEIGHT_PX} getKey={bookingKey} label="Booking rows" role="rowgroup" renderRow={(b) => <BookingRow booking={b} onOpen={onOpen} />} />
    </Box>
  );
});

const bookingKey = (b: ShownBooking) => b.id;

// Memoized: a search or filter change (new rows, same sort) leaves the six header buttons alone.
const HeaderRow = memo(function HeaderRow({ sort, onSort }: Pick<BookingsViewProps, 'sort' | 'onSort'>) {
  return (
    <Grid role="row" templateColumns={COLUMNS} bg="bg.muted" px="3" py="2" gap="2" alignItems="center">
      {SORT_COLUMNS.map((c) => (
        <Box key={c.key} role="columnheader" aria-sort={sort.key === c.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
          <Button variant="ghost" size="sm" px="1" onClick={() => onSort(c.key)}>
            {c.label}
            {sort.key === c.key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
          </Button>
        </Box>
      ))}
      <Box role="columnheader">
        <Text fontSize="sm" fontWeight="semibold">
          Details
        </Text>
      </Box>
    </Grid>
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
