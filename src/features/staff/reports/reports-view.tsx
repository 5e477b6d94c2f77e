// The Reports view (admins): a period chosen at the top, the headline figures
// with the period before beside each, then one section per figure with its
// chart, its table and its CSV. Worked out on this device from the cached
// bookings and blocks, in a worker that reads them itself (use-report.ts), so
// it works offline like the rest of the dashboard and the page never stalls
// while it counts.
// Over years of bookings the worker's first answer is a first look (every
// figure but those that read every booking: they say so, and follow).
// The headlines and the first figure (its chart drawn by the view itself) come
// first, the other figures' tables right after in a render React can
// interrupt; the chart library for their charts is fetched only once the first
// chart has painted (figureCharts), so the owner's first look at the page
// waits on none of it.
import { startTransition, useDeferredValue, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Box, Button, Field, Heading, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { HEADLINE_KEYS, HEADLINES, WHOLE_HISTORY, type HeadlineKey, type Headlines, type Report } from '@/domain/reports/compute-report';
import { OPENING_PERIOD_KIND, PERIOD_KINDS, PERIOD_LABELS, reportPeriod, type DateRange, type PeriodKind } from '@/domain/reports/report-period';
import { addDaysToDate, businessToday } from '@/domain/schedule/schedule';
import { useStaffBookingsSync } from '../bookings/use-staff-bookings';
import { formatDateTime } from '../booking-format';
import { formatCell } from './report-format';
import { ReportFigure, figureCharts } from './report-figure';
import { usePullReportBlocks, useReport } from './use-report';
import { markReports } from './report-marks';
import { WeeklySummarySetting } from './weekly-summary-setting';

markReports('view-code');

const SHORT_DATE = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dateText = (date: string) => SHORT_DATE.format(new Date(`${date}T12:00:00Z`));
const rangeText = (r: DateRange) => `${dateText(r.from)} – ${dateText(r.to)}`;

function PeriodPicker({ kind, custom, onKind, onCustom }: { kind: PeriodKind; custom: DateRange; onKind: (k: PeriodKind) => void; onCustom: (r: DateRange) => void }) {
  return (
    <Stack gap="3" mb="4">
      <Box role="group" aria-label="Period" display="flex" flexWrap="wrap" gap="2">
        {PERIOD_KINDS.map((k) => (
          <Button key={k} size="sm" minH="44px" variant={k === kind ? 'solid' : 'outline'} aria-pressed={k === kind} onClick={() => onKind(k)}>
            {PERIOD_LABELS[k]}
          </Button>
        ))}
      </Box>
      {kind === 'custom' ? (
        <Stack direction="row" gap="3" flexWrap="wrap">
          <Field.Root w="auto">
            <Field.Label>From</Field.Label>
            <Input type="date" value={custom.from} max={custom.to} onChange={(e) => e.target.value && onCustom({ ...custom, from: e.target.value })} />
          </Field.Root>
          <Field.Root w="auto">
            <Field.Label>To</Field.Label>
            <Input type="date" value={custom.to} min={custom.from} onChange={(e) => e.target.value && onCustom({ ...custom, to: e.target.value })} />
          </Field.Root>
        </Stack>
      ) : null}
    </Stack>
  );
}

const READING_EVERY_BOOKING = 'Reading every booking…';

function HeadlineGrid({ current, previous, firstLook }: { current: Headlines; previous: Headlines; firstLook: boolean }) {
  const waiting = (key: HeadlineKey) => firstLook && (WHOLE_HISTORY.headlines as readonly HeadlineKey[]).includes(key);
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="3" mb="6" as="dl" data-testid="report-headlines">
      {HEADLINE_KEYS.map((key) => {
        const { label, kind } = HEADLINES[key];
        return (
          <Box key={key} borderWidth="1px" rounded="lg" p="3" data-testid={`headline-${key}`}>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontSize="xl" fontWeight="semibold">
              {waiting(key) ? '…' : formatCell(current[key], kind)}
            </Text>
            <Text as="dd" fontSize="xs" color="fg.muted">
              {waiting(key) ? READING_EVERY_BOOKING : `Period before: ${formatCell(previous[key], kind)}`}
            </Text>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

/**
 * Whether the chart library has arrived: fetched once the first report has
 * painted (a frame, then a task), and its charts drawn in a transition, which
 * React interrupts for a tap.
 */
function useChartsAfterFirstPaint(painted: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!painted || ready) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        void figureCharts.preload().then(() => {
          if (!cancelled) startTransition(() => setReady(true));
        });
      }, 0);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted, ready]);
  return ready;
}

export function ReportsView({ now = new Date() }: { now?: Date }) {
  // The cached bookings are pulled as on the dashboard; the worker reads them (use-report.ts).
  const { syncedAt } = useStaffBookingsSync(true);
  usePullReportBlocks();
  const [kind, setKind] = useState<PeriodKind>(OPENING_PERIOD_KIND);
  const today = businessToday(now);
  const [custom, setCustom] = useState<DateRange>(() => ({ from: addDaysToDate(today, -29), to: today }));
  // Noon of the business day: the period changes only when the day does, not on every render's clock.
  const period = useMemo(() => reportPeriod(kind, new Date(`${today}T19:00:00Z`), custom), [kind, today, custom]);
  // The last report stays on screen while the next period's is worked out.
  const shown: Report | null = useReport(period);
  const chartsReady = useChartsAfterFirstPaint(shown !== null);
  // The headlines and the first figure are drawn first; the other figures follow in a render
  // React can interrupt, and read faded while they still show the period before (none, when
  // the first render already has a report: the worker's answer came before the view's code).
  const rest = useDeferredValue(shown, null);
  // The commits the first chart waits on, for the bench's breakdown (only the first of each counts).
  useLayoutEffect(() => markReports(shown ? 'report-committed' : 'view-committed'), [shown]);
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6', lg: '8' }} py="6">
      <Stack direction="row" justify="space-between" align="flex-start" flexWrap="wrap" gap="3" mb="4">
        <div>
          <Heading as="h1" size="2xl">
            Reports
          </Heading>
          <Text fontSize="sm" color="fg.muted" data-testid="report-range">
            {rangeText(period.current)} · compared with {rangeText(period.previous)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {syncedAt ? `From the bookings on this device, last synced ${formatDateTime(syncedAt)}` : 'From the bookings on this device'}
          </Text>
        </div>
        <Button asChild variant="outline">
          <Link to="/dashboard">Dashboard</Link>
        </Button>
      </Stack>
      <WeeklySummarySetting />
      <PeriodPicker kind={kind} custom={custom} onKind={setKind} onCustom={setCustom} />
      {!shown ? (
        <Box textAlign="center" py="10">
          <Spinner role="status" aria-label="Working out the figures" />
        </Box>
      ) : (
        <>
          <HeadlineGrid current={shown.current} previous={shown.previous} firstLook={!!shown.firstLook} />
          <Stack gap="6">
            {/* The first table is the revenue over time (compute-report.ts), the chart the view draws itself. */}
            <ReportFigure table={shown.tables[0]} range={shown.period.current} chartsReady={chartsReady} />
            {rest ? (
              <Stack gap="6" opacity={rest === shown ? 1 : 0.6}>
                {rest.tables.slice(1).map((table) => (
                  <ReportFigure key={table.id} table={table} range={rest.period.current} chartsReady={chartsReady} />
                ))}
                {rest.firstLook ? (
                  <Text role="status" color="fg.muted" data-testid="report-first-look">
                    {READING_EVERY_BOOKING} The customers’ figures and the revenue moved or lost to blocked time follow.
                  </Text>
                ) : null}
              </Stack>
            ) : null}
          </Stack>
        </>
      )}
    </Box>
  );
}
