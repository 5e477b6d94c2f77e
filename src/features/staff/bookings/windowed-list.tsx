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

/** The rows a viewport of `height` shows when the list's top is `top` px below the viewport's (the render clamps them to its length). */
function rowsAt(top: number, height: number, rowHeightPx: number): RowRange {
  return {
    first: Math.max(0, Math.floor(-top / rowHeightPx) - OVERSCAN_ROWS),
    last: Math.max(0, Math.ceil((height - top) / rowHeightPx) + OVERSCAN_ROWS),
  };
}

/**
 * Where each list's top was in the page (document coordinates) when last
 * measured: the page above it (header, stats, filters) rarely moves, so a list
 * mounted again (back from the day view) places its rows from there.
 */
const knownTops = new Map<string, number>();

/**
 * The rows to mount with, found without reading the layout: from where the list
 * was last measured, or, never measured, from the top of the page (a list mounts
 * below the viewport's top when the page is not scrolled, so a screen's height
 * of rows from its first covers what shows). Undefined when neither holds: a
 * list never measured, mounted on a scrolled page, is measured at once.
 */
function mountRange(key: string, rowHeightPx: number): RowRange | undefined {
  if (typeof window === 'undefined') return rowsAt(0, FIRST_VIEWPORT_PX, rowHeightPx);
  const known = knownTops.get(key);
  if (known === undefined && window.scrollY > 0) return undefined;
  return rowsAt(known === undefined ? 0 : known - window.scrollY, window.innerHeight, rowHeightPx);
}

export function WindowedList<T>({ items, rowHeightPx, renderRow, getKey, label, role = 'list' }: WindowedListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const count = items.length;
  const key = `${label}:${rowHeightPx}`;
  // Found as the list first renders, before its elements are in the page: read after they
  // are, the page's scroll position (window.scrollY) forces that layout too.
  const [mounted] = useState(() => mountRange(key, rowHeightPx));
  const [range, setRange] = useState<RowRange>(() => mounted ?? rowsAt(0, FIRST_VIEWPORT_PX, rowHeightPx));
  const total = count * rowHeightPx;

  // Which rows the viewport shows: measured after the first frame, then on scroll and resize;
  // rendered again only when that set of rows changes. Reading the list's place in the commit
  // that mounts it forced a style and layout of the whole page before its first frame (45 ms
  // at 4x CPU on the way back from the day view), so the rows are mounted as mountRange places
  // them, and measured after the first frame, with the layout done, which costs nothing; that
  // trims or moves them. Not measured again when the list changes length (a search or
  // filter): what is above the list stays as it was, and a page that gets shorter than the
  // scroll position scrolls, which measures. Measuring there forced a layout in the middle of
  // each such commit.
  useLayoutEffect(() => {
    const place = (next: RowRange) => setRange((r) => (r.first === next.first && r.last === next.last ? r : next));
    const measure = () => {
      const list = ref.current;
      if (!list) return;
      const top = list.getBoundingClientRect().top;
      knownTops.set(key, top + window.scrollY);
      place(rowsAt(top, window.innerHeight, rowHeightPx));
    };
    let frame = 0;
    let timer = 0;
    if (!mounted) measure();
    else {
      // A task queued from the next animation frame runs once that frame is painted.
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(measure, 0);
      });
    }
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [rowHeightPx, key, mounted]);

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
