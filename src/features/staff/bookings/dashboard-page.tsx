// /dashboard: the bookings dashboard (site spec sections 2, 8, 9) over the
// Dexie cache, with the Today view for detailers. Signed-out visitors go to
// /login; the server checks the role on every call regardless.
import type { ShownBooking } from '@/lib/sync/shown';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { Button, Container, NativeSelect, Spinner, Text } from '@chakra-ui/react';
import { Link, Navigate } from 'react-router-dom';
import { PageHead } from '@/lib/head/page-head';
import {
  DATE_FILTERS,
  DEFAULT_QUERY,
  SORT_COLUMNS,
  STATUS_FILTERS,
  computeStats,
  formatPrice,
  nextSort,
  prepareSearch,
  sortedBookings,
  statusFilterLabel,
  visibleBookings,
  type DashboardQuery,
  type DashboardStats,
  type SortKey,
} from './dashboard-model';
import { useOptionalAuth } from '../session/auth-context';
import { preloadStaffBookings, useStaffBookings } from './use-staff-bookings';
import { useLiveBookings } from '../session/use-live-bookings';
import { useMedia } from './use-media';
import { BookingsTable } from './bookings-table';
import { BookingsCards } from './bookings-cards';
import { prepareDays } from '../day/day-view-model';
import { useBlocks } from '../blocks/use-blocks';
import { bookingsCsv, csvFileName, downloadCsv } from './bookings-csv';
import { businessToday } from '@/domain/schedule/schedule';
import { formatDateTime } from '../booking-format';
import { SignOutButton, unsentChangesDialog } from '../session/sign-out-button';
import { changesLabel } from '../session/changes-label';
import type { AuthContextValue } from '../session/auth-context';
import { isStaffSignedIn, subscribeStaffSignedIn } from '@/lib/sync/staff-changes';
import { ConflictNotices } from './conflict-notices';
import { lazyPart, preloadWhenIdle } from '@/lib/lazy-part';

// The cached bookings are read as this page's module loads, not when the list
// mounts: the list waits on the stored session first, and the two reads then overlap.
preloadStaffBookings();

// The dialogs and the views not on the first screen, out of this page's chunk: the first render
// neither downloads nor evaluates them. They are fetched while the page is idle after it (the
// service worker precaches every chunk, so offline too), so a first click finds them loaded.
const detailsDialog = lazyPart(async () => (await import('./booking-details-dialog')).BookingDetailsDialog);
const dayViewModule = () => import('../day/day-view');
const dayView = lazyPart(async () => (await dayViewModule()).DayView);
const todayView = lazyPart(async () => (await import('../day/today-view')).TodayView);
const newBookingDialog = lazyPart(async () => (await import('./new-booking-dialog')).NewBookingDialog);
const blockedTimeDialog = lazyPart(async () => (await import('../blocks/blocked-time-dialog')).BlockedTimeDialog);
const LATER_PARTS = [detailsDialog, dayView, todayView, newBookingDialog, blockedTimeDialog, unsentChangesDialog];
// Admins only (the quotes are theirs to read): preloaded when idle for them alone.
const quotesView = lazyPart(async () => (await import('../quotes/quotes-view')).QuotesView);

export const DASHBOARD_META = {
  title: 'Bookings Dashboard | Mobile Detailing',
  description: 'Staff bookings dashboard.',
  path: '/dashboard',
  noindex: true,
} as const;

// The first screen's parts are plain elements with dashboard.css's classes (the look of Chakra's
// Stat, Heading, Button and Input): at 4x CPU the first render was bound by their style work.
function StatBox({ label, value }: { label: string; value: string | number }) {
  return (
    <dl className="dash-stat" data-testid={`stat-${label}`}>
      <dt className="dash-stat-label">{label}</dt>
      <dd className="dash-stat-value">{value}</dd>
    </dl>
  );
}

const StatsGrid = memo(function StatsGrid({ stats }: { stats: DashboardStats }) {
  return (
    <div className="dash-stats">
      <StatBox label="Total" value={stats.total} />
      <StatBox label="Pending" value={stats.pending} />
      <StatBox label="Confirmed" value={stats.confirmed} />
      <StatBox label="Completed" value={stats.completed} />
      <StatBox label="Cancelled" value={stats.cancelled} />
      <StatBox label="No-show" value={stats['no-show']} />
      <StatBox label="Revenue" value={formatPrice(stats.totalRevenue)} />
    </div>
  );
});

type DashboardView = 'bookings' | 'today' | 'day' | 'quotes';
type DashboardDialog = 'new' | 'blocks';

interface DashboardHeaderProps {
  auth: AuthContextValue | null;
  syncedAt: string | null | undefined;
  pendingCount: number;
  staffSignedIn: boolean;
  syncing: boolean;
  onRefresh: () => Promise<unknown>;
  onDialog: (dialog: DashboardDialog) => void;
}

// The header and the view switch are memoized: a keystroke, filter or day change re-renders neither.
const DashboardHeader = memo(function DashboardHeader({ auth, syncedAt, pendingCount, staffSignedIn, syncing, onRefresh, onDialog }: DashboardHeaderProps) {
  const role = auth?.user?.role ?? null;
  // A page that shows a staff member (the session kept on the device, before Firebase has
  // confirmed it) has its queued changes waiting to sync, not waiting for a sign-in.
  const waitingForSignIn = !staffSignedIn && !auth?.user;
  return (
    <div className="dash-top">
      <div>
        <h1 className="dash-h1">Bookings Dashboard</h1>
        <p className="dash-fs-sm dash-muted" data-testid="last-synced">
          {syncedAt ? `Last synced ${formatDateTime(syncedAt)}` : 'Not synced yet'}
          {pendingCount > 0 ? ` · ${changesLabel(pendingCount)} ${waitingForSignIn ? 'waiting for a signed-in staff member' : 'waiting to sync'}` : ''}
        </p>
        {auth?.user ? (
          <p className="dash-fs-sm dash-muted">
            {auth.user.email} ({role ?? 'no staff role'})
          </p>
        ) : null}
      </div>
      <div className="dash-row-gap2">
        {role ? (
          <button type="button" className="plain-btn plain-btn-blue plain-btn-solid" onClick={() => onDialog('new')}>
            New Booking
          </button>
        ) : null}
        {role === 'admin' ? (
          <button type="button" className="plain-btn plain-btn-outline" onClick={() => onDialog('blocks')}>
            Blocked Time
          </button>
        ) : null}
        {/* Admins only: the page itself refuses anyone else (reports-page.tsx). */}
        {role === 'admin' ? (
          <Link to="/reports" className="plain-btn plain-btn-outline">
            Reports
          </Link>
        ) : null}
        {/* Named for itself: while it loads, its text is kept only for its width (opacity 0) and axe then finds no name. */}
        <Button onClick={() => void onRefresh()} loading={syncing} variant="outline" aria-label="Refresh">
          Refresh
        </Button>
        {auth?.user ? <SignOutButton auth={auth} /> : null}
      </div>
    </div>
  );
});

const VIEWS: readonly { id: DashboardView; label: string; adminOnly?: boolean }[] = [
  { id: 'bookings', label: 'All Bookings' },
  { id: 'today', label: 'Today & Tomorrow' },
  { id: 'day', label: 'Day View' },
  { id: 'quotes', label: 'Quotes', adminOnly: true },
];

const ViewSwitch = memo(function ViewSwitch({ view, admin, onView }: { view: DashboardView; admin: boolean; onView: (view: DashboardView) => void }) {
  return (
    <div className="dash-row-gap2 dash-mb4" role="group" aria-label="View">
      {VIEWS.filter((v) => admin || !v.adminOnly).map((v) => (
        <button key={v.id} type="button" className={`plain-btn plain-btn-sm ${view === v.id ? 'plain-btn-solid' : 'plain-btn-outline'}`} aria-pressed={view === v.id} onClick={() => onView(v.id)}>
          {v.label}
        </button>
      ))}
    </div>
  );
});

/**
 * While the page is idle, one step per idle period: builds the rows' search
 * text, groups them by day (the day view), draws the day view once out of
 * sight (rehearseDayView, once a page, into `page`), then sorts the rows in
 * every column order, so no first keystroke, click or open pays for it.
 */
function useIdleWarmup(rows: readonly ShownBooking[], page: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (rows.length === 0) return;
    const orders = SORT_COLUMNS.flatMap((c) => (['asc', 'desc'] as const).map((direction) => ({ key: c.key, direction })));
    const idle = (fn: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 2_000 }) : window.setTimeout(fn, 50));
    const cancel = (id: number) => (typeof cancelIdleCallback === 'function' ? cancelIdleCallback(id) : window.clearTimeout(id));
    let handle = 0;
    let cancelled = false;
    const steps = [
      () => prepareSearch(rows),
      () => prepareDays(rows),
      () => {
        const host = page.current;
        // After the part's own load (which waits for a connection when offline), the module is in
        // hand. A rehearsal that fails only leaves the first open as slow as it was.
        if (host) {
          void dayView
            .preload()
            .then(dayViewModule)
            .then((m) => !cancelled && m.rehearseDayView(host, rows, businessToday(new Date())))
            .catch(() => undefined);
        }
      },
    ];
    const next = () => {
      const step = steps.shift();
      if (step) {
        step();
        handle = idle(next);
        return;
      }
      const order = orders.shift();
      if (!order) return;
      sortedBookings(rows, order);
      handle = idle(next);
    };
    handle = idle(next);
    return () => {
      cancelled = true;
      cancel(handle);
    };
  }, [rows, page]);
}

export function DashboardPage() {
  const auth = useOptionalAuth();
  if (auth?.loading) {
    return (
      <Container py="16" textAlign="center">
        <PageHead meta={DASHBOARD_META} />
        <Spinner role="status" aria-label="Loading" />
      </Container>
    );
  }
  if (auth && !auth.user) return <Navigate to="/login" replace />;
  return <Dashboard />;
}

export function Dashboard({ now = new Date() }: { now?: Date }) {
  const auth = useOptionalAuth();
  const { rows, syncedAt, pendingCount, syncing, refresh } = useStaffBookings(true);
  useLiveBookings(auth?.user ?? null, rows !== undefined);
  const [chosenView, setView] = useState<DashboardView | null>(null);
  const role = auth?.user?.role ?? null;
  // A detailer's day first (Today & Tomorrow, the stats after it); the office's list for admins.
  // Once someone picks a view it stays theirs.
  // The Quotes view is an admin's: a role changed meanwhile falls back to the bookings.
  const view: DashboardView = (chosenView === 'quotes' && role !== 'admin' ? null : chosenView) ?? (role === 'staff' ? 'today' : 'bookings');
  /** The quote opened from a booking's "from quote" (shown first and marked in the Quotes view). */
  const [quoteId, setQuoteId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DashboardDialog | null>(null);
  const [day, setDay] = useState(() => businessToday(now));
  const blocks = useBlocks(view === 'day' || dialog === 'blocks');
  // The list's search, filters and sort, kept while another view is shown. The
  // list owns them while it is shown: a keystroke re-renders the list, not the page.
  const savedQuery = useRef<DashboardQuery>(DEFAULT_QUERY);
  const [openId, setOpenId] = useState<string | null>(null);
  const desktop = useMedia('(min-width: 768px)');
  const all = useMemo(() => rows ?? [], [rows]);
  const stats = useMemo(() => computeStats(all), [all]);
  const hour = now.toISOString().slice(0, 13); // recompute the date filters once an hour at most
  const closeDetails = useCallback(() => setOpenId(null), []);
  const page = useRef<HTMLDivElement>(null);
  useIdleWarmup(all, page);
  const open: ShownBooking | null = openId ? (all.find((b) => b.id === openId) ?? null) : null;
  const staffSignedIn = useSyncExternalStore(subscribeStaffSignedIn, isStaffSignedIn, isStaffSignedIn);
  useEffect(() => preloadWhenIdle(LATER_PARTS), []);
  useEffect(() => (role === 'admin' ? preloadWhenIdle([quotesView]) : undefined), [role]);
  const openQuote = useCallback((id: string) => {
    setOpenId(null);
    setQuoteId(id);
    setView('quotes');
  }, []);
  // The details dialog is mounted at its first open and kept: it then closes (and animates out) as before.
  const [detailsUsed, setDetailsUsed] = useState(false);
  if (openId !== null && !detailsUsed) setDetailsUsed(true);

  return (
    <div className="dash-page" ref={page}>
      <PageHead meta={DASHBOARD_META} />
      <DashboardHeader
        auth={auth}
        syncedAt={syncedAt}
        pendingCount={pendingCount}
        staffSignedIn={staffSignedIn}
        syncing={syncing}
        onRefresh={refresh}
        onDialog={setDialog}
      />

      {auth?.user && !role ? (
        <Text role="alert" color="red.600" mb="4">
          This account has no staff role. Ask the owner to grant one.
        </Text>
      ) : null}

      {role ? <ConflictNotices /> : null}

      {role === 'staff' ? null : <StatsGrid stats={stats} />}

      <ViewSwitch view={view} admin={role === 'admin'} onView={setView} />

      {rows === undefined ? (
        <Spinner role="status" aria-label="Loading bookings" />
      ) : view === 'today' ? (
        <todayView.Part rows={all} now={now} onOpen={setOpenId} />
      ) : view === 'quotes' ? (
        <quotesView.Part selectedId={quoteId} onOpenBooking={setOpenId} />
      ) : view === 'day' ? (
        <dayView.Part rows={all} blocks={blocks} date={day} today={businessToday(now)} onDate={setDay} onOpen={setOpenId} />
      ) : (
        <BookingsList all={all} hour={hour} desktop={desktop} saved={savedQuery} onOpen={setOpenId} />
      )}

      {role === 'staff' ? (
        <div className="dash-mt6">
          <StatsGrid stats={stats} />
        </div>
      ) : null}

      {detailsUsed ? <detailsDialog.Part booking={open} all={all} canDelete={role === 'admin'} onClose={closeDetails} onOpen={setOpenId} onOpenQuote={role === 'admin' ? openQuote : undefined} /> : null}
      {dialog === 'new' ? <newBookingDialog.Part open onClose={() => setDialog(null)} /> : null}
      {dialog === 'blocks' ? <blockedTimeDialog.Part open onClose={() => setDialog(null)} bookings={all} onOpenBooking={setOpenId} /> : null}
    </div>
  );
}

interface BookingsListProps {
  all: readonly ShownBooking[];
  /** The current hour (ISO, to the hour): the date filters' "today". */
  hour: string;
  desktop: boolean;
  /** Where the query is kept while another view is shown. */
  saved: RefObject<DashboardQuery>;
  onOpen: (id: string) => void;
}

/** All Bookings: search, filters, the shown count and the table (or cards). */
const BookingsList = memo(function BookingsList({ all, hour, desktop, saved, onOpen }: BookingsListProps) {
  const [query, setQueryState] = useState<DashboardQuery>(() => saved.current);
  const setQuery = useCallback(
    (change: (q: DashboardQuery) => DashboardQuery) =>
      setQueryState((q) => {
        const next = change(q);
        saved.current = next;
        return next;
      }),
    [saved],
  );
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => visibleBookings(all, deferredQuery, new Date(`${hour}:00:00Z`)), [all, deferredQuery, hour]);
  const onSort = useCallback((key: SortKey) => setQuery((q) => ({ ...q, sort: nextSort(q.sort, key) })), [setQuery]);

  // The list and its headers show the deferred query: a keystroke renders the
  // input at once, the 5,000-row work follows without blocking typing.
  const viewProps = { rows: shown, sort: deferredQuery.sort, onSort, onOpen };

  return (
    <div className="dash-stack3">
      <FilterBar search={query.search} date={query.date} status={query.status} onQuery={setQuery} />
      {/* data-settled: the list shows the current query (the deferred render has caught up); tests and the bench wait on it. */}
      <div className="dash-spread">
        <p className="dash-fs-sm dash-muted" data-testid="shown-count" data-settled={deferredQuery === query}>
          {shown.length} of {all.length} bookings
        </p>
        <button type="button" className="plain-btn plain-btn-sm plain-btn-outline" disabled={shown.length === 0} onClick={() => downloadCsv(bookingsCsv(shown), csvFileName(businessToday(new Date())))}>
          Export CSV
        </button>
      </div>
      {desktop ? <BookingsTable {...viewProps} /> : <BookingsCards {...viewProps} />}
    </div>
  );
});

interface FilterBarProps extends Pick<DashboardQuery, 'search' | 'date' | 'status'> {
  onQuery: (change: (q: DashboardQuery) => DashboardQuery) => void;
}

// Memoized: the list's deferred render (the new rows) and a sort change leave the search box and the filters alone.
const FilterBar = memo(function FilterBar({ search, date, status, onQuery }: FilterBarProps) {
  return (
    <div className="dash-filters">
      <input
        className="dash-input dash-search"
        placeholder="Search name, email, phone or service"
        aria-label="Search bookings"
        value={search}
        onChange={(e) => {
          const next = e.target.value;
          onQuery((q) => ({ ...q, search: next }));
        }}
      />
      <FilterSelects date={date} status={status} onQuery={onQuery} />
    </div>
  );
});

const STATUS_OPTIONS = STATUS_FILTERS.map((s) => ({ value: s, label: statusFilterLabel(s) }));

// Memoized apart from the search box: a keystroke leaves the two selects alone.
const FilterSelects = memo(function FilterSelects({ date, status, onQuery }: Omit<FilterBarProps, 'search'>) {
  return (
    <>
      <FilterSelect label="Date filter" value={date} options={DATE_FILTERS} onChange={(next) => onQuery((q) => ({ ...q, date: next }))} />
      <FilterSelect label="Status filter" value={status} options={STATUS_OPTIONS} onChange={(next) => onQuery((q) => ({ ...q, status: next }))} />
    </>
  );
});

function FilterSelect<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: readonly { value: T; label: string }[]; onChange(value: T): void }) {
  return (
    <NativeSelect.Root flex="1" minW="9rem">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
