// Renders only the rows inside the scroll viewport (plus a few either side),
// so 5,000 cached bookings cost as much as the twenty on screen.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

const OVERSCAN_ROWS = 6;

export interface WindowedListProps<T> {
  items: readonly T[];
  rowHeightPx: number;
  /** Height of the scroll viewport. */
  heightPx: number;
  renderRow: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string;
  label: string;
  role?: string;
}

export function WindowedList<T>({ items, rowHeightPx, heightPx, renderRow, getKey, label, role = 'list' }: WindowedListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const total = items.length * rowHeightPx;
  const viewport = Math.min(heightPx, Math.max(total, rowHeightPx));

  // A new filter or sort starts at the top.
  useEffect(() => {
    if (ref.current && ref.current.scrollTop > total) ref.current.scrollTop = 0;
  }, [total]);

  const first = Math.max(0, Math.floor(scrollTop / rowHeightPx) - OVERSCAN_ROWS);
  const last = Math.min(items.length, Math.ceil((scrollTop + viewport) / rowHeightPx) + OVERSCAN_ROWS);
  const visible = items.slice(first, last);

  return (
    <Box
      ref={ref}
      role={role === 'rowgroup' ? 'rowgroup' : role}
      aria-label={label}
      height={`${viewport}px`}
      overflowY="auto"
      position="relative"
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      data-testid="windowed-list"
      data-rendered={visible.length}
    >
      <Box height={`${total}px`} position="relative">
        {visible.map((item, i) => (
          <Box key={getKey(item)} position="absolute" top={`${(first + i) * rowHeightPx}px`} left="0" right="0" height={`${rowHeightPx}px`}>
            {renderRow(item, first + i)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
