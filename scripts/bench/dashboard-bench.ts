// The dashboard with 5,000 cached bookings: time to first render, and the
// median and worst time of a search keystroke, a filter change and a sort
// change (each measured until React has committed the result). Prints figures;
// asserts only that the work was done and that the table stays windowed.
import 'fake-indexeddb/auto';
import { createElement } from 'react';
import { expect, test } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import { system } from '@/components/ui/system';
import { appDb, type CachedBookingRow } from '@/lib/db/db';
import { PACKAGES } from '@/domain/catalog';
import { SLOT_LABELS, addDaysToDate, businessToday } from '@/domain/schedule';
import { BOOKING_STATUSES } from '@/domain/status';
import type { ListBookingsOutput } from '@/domain/staff-schema';
import { Dashboard } from '@/features/staff/dashboard-page';
import { DEFAULT_QUERY, visibleBookings, type DashboardQuery } from '@/features/staff/dashboard-model';
import { setStaffCaller, type StaffCaller } from '@/features/staff/staff-service';

const COUNT = 5000;
const FIRST = ['Priya', 'Daniel', 'Mei', 'Jordan', 'Harpreet', 'Sofia', 'Liam', 'Aiko', 'Noah', 'Ava'];
const LAST = ['Sandhu', 'Okafor', 'Chen', 'Tremblay', 'Gill', 'Rossi', 'Nguyen', 'Tanaka', 'Smith', 'Brown'];

function bookings(): CachedBookingRow[] {
  const today = businessToday(new Date());
  return Array.from({ length: COUNT }, (_, i) => {
    const name = `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]} ${i}`;
    const pkg = PACKAGES[i % PACKAGES.length];
    return {
      id: `bench-${String(i).padStart(5, '0')}-${(i * 7919).toString(36)}`,
      customer_name: name,
      customer_email: `${name.replace(/ /g, '.').toLowerCase()}@example.com`,
      customer_phone: `604-555-${String(i % 10000).padStart(4, '0')}`,
      service_name: pkg.id,
      booking_date: addDaysToDate(today, (i % 240) - 120),
      booking_time: SLOT_LABELS[i % SLOT_LABELS.length],
      vehicle_type: 'sedan',
      vehicle_make: 'Honda',
      vehicle_model: 'Civic',
      comments: null,
      service_street: `${i} Kingsway`,
      service_city: 'burnaby',
      service_postal_code: null,
      total_price: pkg.price,
      duration_min: pkg.durationMin,
      status: BOOKING_STATUSES[i % 4],
      created_at: new Date(Date.now() - i * 60_000).toISOString(),
      updated_at: new Date(Date.now() - i * 60_000).toISOString(),
    };
  });
}

const emptyDelta: StaffCaller = (async () => ({ bookings: [], deleted_ids: [], cursor: 'bench', has_more: false }) satisfies ListBookingsOutput) as StaffCaller;

async function timed(action: () => void): Promise<number> {
  const started = performance.now();
  await act(async () => action());
  return performance.now() - started;
}

function summary(name: string, ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const worst = sorted.at(-1)!;
  return `${name.padEnd(18)} median ${median.toFixed(1).padStart(6)} ms   worst ${worst.toFixed(1).padStart(6)} ms   (${ms.length} runs)`;
}

test(`dashboard with ${COUNT} cached bookings`, async () => {
  setStaffCaller(emptyDelta);
  const rows = bookings();
  await appDb().bookings.bulkPut(rows);

  // The same filter and sort work without React, to tell model cost from render cost.
  const model: number[] = [];
  const queries: DashboardQuery[] = [
    DEFAULT_QUERY,
    { ...DEFAULT_QUERY, search: 'pri' },
    { ...DEFAULT_QUERY, status: 'pending' },
    { ...DEFAULT_QUERY, date: 'week' },
    { ...DEFAULT_QUERY, sort: { key: 'customer_name', direction: 'asc' } },
    { ...DEFAULT_QUERY, sort: { key: 'total_price', direction: 'desc' } },
  ];
  for (let round = 0; round < 5; round += 1) {
    for (const q of queries) {
      const t = performance.now();
      visibleBookings(rows, q, new Date());
      model.push(performance.now() - t);
    }
  }

  const started = performance.now();
  render(createElement(ChakraProvider, { value: system, children: createElement(MemoryRouter, null, createElement(Dashboard)) }));
  await waitFor(() => expect(screen.getByTestId('shown-count').textContent).toBe(`${COUNT} of ${COUNT} bookings`), { timeout: 60_000, interval: 5 });
  const firstRenderMs = performance.now() - started;
  const rendered = () => Number(screen.getByTestId('windowed-list').getAttribute('data-rendered'));
  const rowsAtFirstRender = rendered();

  const search = screen.getByLabelText('Search bookings');
  const keystrokes: number[] = [];
  for (const word of ['priya', 'okafor', '604-555-01', 'ceramic']) {
    for (let n = 1; n <= word.length; n += 1) keystrokes.push(await timed(() => fireEvent.change(search, { target: { value: word.slice(0, n) } })));
    keystrokes.push(await timed(() => fireEvent.change(search, { target: { value: '' } })));
  }

  const filters: number[] = [];
  const status = screen.getByLabelText('Status filter');
  const date = screen.getByLabelText('Date filter');
  for (let round = 0; round < 3; round += 1) {
    for (const value of ['pending', 'confirmed', 'completed', 'cancelled', 'all']) filters.push(await timed(() => fireEvent.change(status, { target: { value } })));
    for (const value of ['today', 'week', 'month', 'all']) filters.push(await timed(() => fireEvent.change(date, { target: { value } })));
  }

  const sorts: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const label of ['Date', 'Time', 'Customer', 'Service', 'Price', 'Status']) {
      const button = screen.getAllByRole('button').find((b) => b.textContent?.replace(/[▲▼ ]/g, '') === label)!;
      sorts.push(await timed(() => fireEvent.click(button)));
      sorts.push(await timed(() => fireEvent.click(button)));
    }
  }

  const lines = [
    `bench:dashboard: ${COUNT} bookings in the Dexie cache (fake-indexeddb), React in happy-dom`,
    `first render       ${firstRenderMs.toFixed(1)} ms (cache read + stats + sort + table; ${rowsAtFirstRender} rows in the DOM)`,
    summary('search keystroke', keystrokes),
    summary('filter change', filters),
    summary('sort change', sorts),
    summary('model only', model) + '  (filter + search + sort of 5000 rows, no React)',
    `rows in the DOM after all interactions: ${rendered()} of ${screen.getByTestId('shown-count').textContent}`,
  ];
  console.log(`\n${lines.join('\n')}\n`);
  expect(rowsAtFirstRender).toBeLessThan(60);
});
