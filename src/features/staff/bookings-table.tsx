// Desktop: the bookings as a table with the six sortable columns; only the
// visible rows are in the DOM (WindowedList).
import { memo } from 'react';
import { Badge, Box, Button, Grid, Text } from '@chakra-ui/react';
import type { CachedBookingRow } from '@/lib/db/db';
import { SORT_COLUMNS, formatPrice, type SortKey, type SortState } from './dashboard-model';
import { STATUS_COLORS, formatDate } from './booking-format';
import { WindowedList } from './windowed-list';

const COLUMNS = '1.1fr 0.8fr 1.6fr 1.8fr 0.8fr 0.9fr 0.7fr';
const ROW_HEIGHT_PX = 56;

export interface BookingsViewProps {
  rows: readonly CachedBookingRow[];
  sort: SortState;
  onSort: (key: SortKey) => void;
  onOpen: (id: string) => void;
  heightPx: number;
}

export const BookingsTable = memo(function BookingsTable({ rows, sort, onSort, onOpen, heightPx }: BookingsViewProps) {
  return (
    <Box role="table" aria-label="Bookings" aria-rowcount={rows.length + 1} borderWidth="1px" borderRadius="md" overflow="hidden">
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
      <WindowedList
        items={rows}
        rowHeightPx={ROW_HEIGHT_PX}
        heightPx={heightPx}
        getKey={(b) => b.id}
        label="Booking rows"
        role="rowgroup"
        renderRow={(b) => <BookingRow booking={b} onOpen={onOpen} />}
      />
    </Box>
  );
});

/** One row; unchanged rows are not rendered again when the list around them changes. */
const BookingRow = memo(function BookingRow({ booking: b, onOpen }: { booking: CachedBookingRow; onOpen: (id: string) => void }) {
  return (
    <Grid
      role="row"
      data-testid={`booking-${b.id}`}
      templateColumns={COLUMNS}
      gap="2"
      px="3"
      alignItems="center"
      height="100%"
      borderTopWidth="1px"
      _hover={{ bg: 'bg.subtle' }}
    >
      <Text role="cell" fontSize="sm">
        {formatDate(b.booking_date)}
      </Text>
      <Text role="cell" fontSize="sm">
        {b.booking_time}
      </Text>
      <Box role="cell" minW="0">
        <Text fontSize="sm" fontWeight="medium" truncate>
          {b.customer_name}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {b.customer_email}
        </Text>
      </Box>
      <Text role="cell" fontSize="sm" truncate>
        {b.service_name}
      </Text>
      <Text role="cell" fontSize="sm">
        {formatPrice(b.total_price)}
      </Text>
      <Box role="cell">
        <Badge colorPalette={STATUS_COLORS[b.status]}>{b.status}</Badge>
        {b.pending ? (
          <Badge ml="1" variant="outline" colorPalette="orange">
            pending sync
          </Badge>
        ) : null}
      </Box>
      <Box role="cell">
        <Button size="xs" variant="outline" onClick={() => onOpen(b.id)} aria-label={`View booking of ${b.customer_name}`}>
          View
        </Button>
      </Box>
    </Grid>
  );
});
