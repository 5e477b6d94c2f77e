// Renders only the rows inside the scroll viewport (plus a few either side),
// so 5,000 cached bookings cost as much as the twenty on screen.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import './dashboard.css';

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

  // Plain elements, placed inline: a Chakra Box per slot would make a CSS class for every new `top`.
  return (
    <div
      ref={ref}
      role={role === 'rowgroup' ? 'rowgroup' : role}
      aria-label={label}
      className="dash-window"
      style={{ height: `${viewport}px` }}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      data-testid="windowed-list"
      data-rendered={visible.length}
    >
      <div className="dash-window-track" style={{ height: `${total}px` }}>
        {visible.map((item, i) => (
          <div key={getKey(item)} className="dash-slot" style={{ top: `${(first + i) * rowHeightPx}px`, height: `${rowHeightPx}px` }}>
            {renderRow(item, first + i)}
          </div>
        ))}
      </div>
    </div>
  );
}
