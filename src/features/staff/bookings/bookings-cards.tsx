// Mobile: the bookings as cards (windowed like the table), with a sort picker
// in place of column headers.
import type { ShownBooking } from '@/lib/sync/shown';
import { memo } from 'react';
import { Box, Button, HStack, NativeSelect } from '@chakra-ui/react';
import { SORT_COLUMNS, formatPrice, type SortKey } from './dashboard-model';
import { addressMissing, formatDate } from '../booking-format';
import { AddressMissingBadge, NeedsNewTimeBadge, PendingBadge, PlanBadge, StatusBadge, ViewButton } from '../plain-parts';
import { needsNewTime } from '@/domain/booking/customer-card';
import { WindowedList } from './windowed-list';
import type { BookingsViewProps } from './bookings-table';

const CARD_HEIGHT_PX = 150;
const CARD_STYLE = { height: `${CARD_HEIGHT_PX - 8}px`, marginBottom: '8px' };

export const BookingsCards = memo(function BookingsCards({ rows, sort, onSort, onOpen }: BookingsViewProps) {
  return (
    <Box>
      <HStack mb="2" gap="2">
        <NativeSelect.Root size="sm" flex="1">
          <NativeSelect.Field aria-label="Sort by" value={sort.key} onChange={(e) => onSort(e.target.value as SortKey)}>
            {SORT_COLUMNS.map((c) => (
              <option key={c.key} value={c.key}>
                Sort by {c.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" variant="outline" onClick={() => onSort(sort.key)} aria-label="Toggle sort direction">
          {sort.direction === 'asc' ? 'Ascending ▲' : 'Descending ▼'}
        </Button>
      </HStack>
      <WindowedList
        items={rows}
        rowHeightPx={CARD_HEIGHT_PX}
        getKey={(b) => b.id}
        label="Bookings"
        renderRow={(b) => <BookingCard booking={b} onOpen={onOpen} />}
      />
    </Box>
  );
});

/** One card; plain elements (see dashboard.css), not rendered again while its booking is unchanged. */
const BookingCard = memo(function BookingCard({ booking: b, onOpen }: { booking: ShownBooking; onOpen: (id: string) => void }) {
  return (
    <div role="listitem" data-testid={`booking-${b.id}`} className="dash-card" style={CARD_STYLE}>
      <div className="dash-spread">
        <div className="dash-semibold dash-truncate">{b.customer_name}</div>
        <div className="dash-gap1">
          {b.plan_id ? <PlanBadge /> : null}
          {b.pending ? <PendingBadge /> : null}
          <StatusBadge status={b.status} />
        </div>
      </div>
      <div className="dash-sm dash-truncate">{b.service_name}</div>
      <div className="dash-spread">
        <div className="dash-sm dash-muted dash-truncate">
          {formatDate(b.booking_date)} · {b.booking_time}
        </div>
        {needsNewTime(b) ? <NeedsNewTimeBadge size="xs" /> : null}
        {addressMissing(b) ? <AddressMissingBadge size="xs" /> : null}
      </div>
      <div className="dash-spread dash-mt2">
        <div className="dash-medium">{formatPrice(b.total_price)}</div>
        <ViewButton name={b.customer_name} onClick={() => onOpen(b.id)} />
      </div>
    </div>
  );
});
