// Mobile: the bookings as cards (windowed like the table), with a sort picker
// in place of column headers.
import { memo } from 'react';
import { Badge, Box, Button, Flex, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { SORT_COLUMNS, formatPrice, type SortKey } from './dashboard-model';
import { STATUS_COLORS, formatDate } from './booking-format';
import { WindowedList } from './windowed-list';
import type { BookingsViewProps } from './bookings-table';

const CARD_HEIGHT_PX = 150;

export const BookingsCards = memo(function BookingsCards({ rows, sort, onSort, onOpen, heightPx }: BookingsViewProps) {
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
        heightPx={heightPx}
        getKey={(b) => b.id}
        label="Bookings"
        renderRow={(b) => (
          <Box role="listitem" data-testid={`booking-${b.id}`} borderWidth="1px" borderRadius="md" p="3" mb="2" height={`${CARD_HEIGHT_PX - 8}px`} overflow="hidden">
            <Flex justify="space-between" gap="2">
              <Text fontWeight="semibold" truncate>
                {b.customer_name}
              </Text>
              <HStack gap="1">
                {b.pending ? (
                  <Badge variant="outline" colorPalette="orange">
                    pending sync
                  </Badge>
                ) : null}
                <Badge colorPalette={STATUS_COLORS[b.status]}>{b.status}</Badge>
              </HStack>
            </Flex>
            <Text fontSize="sm" truncate>
              {b.service_name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {formatDate(b.booking_date)} · {b.booking_time}
            </Text>
            <Flex justify="space-between" align="center" mt="2">
              <Text fontWeight="medium">{formatPrice(b.total_price)}</Text>
              <Button size="xs" variant="outline" onClick={() => onOpen(b.id)} aria-label={`View booking of ${b.customer_name}`}>
                View
              </Button>
            </Flex>
          </Box>
        )}
      />
    </Box>
  );
});
