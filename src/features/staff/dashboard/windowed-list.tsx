// Renders only the rows inside the browser's viewport (plus a few either
// side), so 5,000 cached bookings cost as much as the twenty on screen. The
// list is as tall as all its rows and scrolls with the page: an inner scroll
// box of its own made the page seem to end after ten rows.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import '../dashboard.css';

const OVERSCAN_ROWS = 6;
/** Before the first measure (and in the prerendered shell): a phone's screen of rows. */
const FIRST_VIEWPORT_PX = 900;

export interface WindowedListProps<T> {
  items: readonly T[];
  rowHeightPx: number;
  renderRow: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string;
  label: string;
  role?: string;
}

interface RowRange {
  first: number;
  last: number;
}

/** The rows the viewport shows, whatever the list's length (the render clamps them to it). */
function rangeFor(list: HTMLElement | null, rowHeightPx: number): RowRange {
  const top = list ? -list.getBoundingClientRect().top : 0;
  const height = typeof window === 'undefined' ? FIRST_VIEWPORT_PX : window.innerHeight;
  return {
    first: Math.max(0, Math.floor(top / rowHeightPx) - OVERSCAN_ROWS),
    last: Math.max(0, Math.ceil((top + height) / rowHeightPx) + OVERSCAN_ROWS),
  };
}

export function WindowedList<T>({ items, rowHeightPx, renderRow, getKey, label, role = 'list' }: WindowedListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const count = items.length;
  const [range, setRange] = useState<RowRange>(() => ({ first: 0, last: Math.ceil(FIRST_VIEWPORT_PX / rowHeightPx) + OVERSCAN_ROWS }));
  const total = count * rowHeightPx;

  // Which rows the viewport shows: measured once mounted, then on scroll and resize;
  // rendered again only when that set of rows changes. Not measured again when the
  // list changes length (a search or filter): what is above the list stays as it was,
  // and a page that gets shorter than the scroll position scrolls, which measures.
  // Measuring there forced a layout in the middle of each such commit.
  useLayoutEffect(() => {
    const measure = () => {
      const next = rangeFor(ref.current, rowHeightPx);
      setRange((r) => (r.first === next.first && r.last === next.last ? r : next));
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [rowHeightPx]);

  const first = Math.min(range.first, count);
  const last = Math.min(range.last, count);
  const visible = items.slice(first, last);

  // Plain elements, placed inline: a Chakra Box per slot would make a CSS class for every new `top`.
  return (
    <div ref={ref} role={role === 'rowgroup' ? 'rowgroup' : role} aria-label={label} className="dash-window" data-testid="windowed-list" data-rendered={visible.length}>
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
