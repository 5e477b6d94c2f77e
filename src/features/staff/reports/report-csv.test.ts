import { describe, expect, it } from 'vitest';
import { testBooking } from '@/testing/booking';
import { computeReport } from '@/domain/reports/compute-report';
import { reportPeriod } from '@/domain/reports/report-period';
import type { ReportBooking } from '@/domain/reports/report-booking';
import { reportCsv, reportFileName } from './report-csv';

const CITIES = ['burnaby', 'vancouver', 'surrey', null] as const;
const STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no-show'] as const;

// Two months of hand-made bookings across crews, cities, statuses, odd cents and plan and quote work.
const bookings: ReportBooking[] = Array.from({ length: 240 }, (_, i) => ({
  ...testBooking({
    id: `b${i}`,
    booking_date: `2026-03-${String((i % 28) + 1).padStart(2, '0')}`,
    booking_time: ['8:00 AM', '11:00 AM', '2:30 PM'][i % 3],
    status: STATUSES[i % 5],
    total_price: 150 + (i % 9) * 12.37,
    crew: (i % 2) + 1,
    service_city: CITIES[i % 4],
    vehicle_type: ['sedan', 'truck', 'van'][i % 3],
    customer_email: `c${i % 37}@example.com`,
    quote_id: i % 11 === 0 ? `q${i}` : null,
    created_at: '2026-02-20T17:00:00Z',
  }),
  plan_id: i % 13 === 0 ? `p${i}` : null,
}));

/** The CSV's cells, without the byte-order mark; quoted fields do not occur in these tables. */
function parse(csv: string): string[][] {
  return csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

describe('report CSV export', () => {
  const report = computeReport({ bookings, blocks: [], period: reportPeriod('month', new Date('2026-03-15T19:00:00Z')) });

  it('writes every chart’s rows and total, and its money, count and hour columns add up to the total shown', () => {
    for (const table of report.tables) {
      const [header, ...lines] = parse(reportCsv(table));
      expect(header).toHaveLength(table.columns.length);
      const body = lines.slice(0, -1);
      const total = lines[lines.length - 1];
      expect(body).toHaveLength(table.rows.length);
      expect(total[0]).toBe('Total');
      table.columns.forEach((column, c) => {
        if (column.kind !== 'money' && column.kind !== 'count' && column.kind !== 'hours') return;
        // Distinct customers over the period are not the weeks' sum: their total is its own figure.
        if (table.id === 'customers') return;
        const sum = body.reduce((s, cells) => s + Math.round(Number(cells[c]) * 100), 0) / 100;
        expect(sum, `${table.id} ${column.key}`).toBeCloseTo(Number(total[c]), 6);
        expect(Number(total[c]), `${table.id} ${column.key}`).toBe(table.total?.[column.key]);
      });
    }
  });

  it('gives the headline booked and completed revenue in every revenue chart’s total', () => {
    for (const table of report.tables.filter((t) => t.id.startsWith('revenue-'))) {
      expect(table.total?.booked, table.id).toBe(report.current.booked);
      expect(table.total?.completed, table.id).toBe(report.current.completed);
    }
    expect(report.current.booked).toBeGreaterThan(0);
  });

  it('writes money with two decimals and no currency sign, and names the file by chart and dates', () => {
    const table = report.tables.find((t) => t.id === 'revenue-city')!;
    const csv = reportCsv(table);
    expect(csv.startsWith('\uFEFFCity,Jobs,Booked,Completed\r\n')).toBe(true);
    expect(csv).toMatch(/\r\nTotal,\d+,\d+\.\d{2},\d+\.\d{2}\r\n$/);
    expect(reportFileName(table, report.period.current)).toBe('report-revenue-city-2026-03-01-to-2026-03-31.csv');
  });
});
