import { describe, expect, it } from 'vitest';
import type { Booking } from '@/domain/booking/booking-schema';
import { bookingsCsv, csvField } from './bookings-csv';

const booking = (over: Partial<Booking>): Booking => ({
  id: 'id-1',
  customer_name: 'Zoë Łukasz-Nguyễn',
  customer_email: null,
  customer_phone: '+1 604-555-0100',
  service_name: 'Interior & Exterior Package',
  booking_date: '2026-12-01',
  booking_time: '1:30 PM',
  vehicle_type: 'truck',
  vehicle_make: null,
  vehicle_model: null,
  comments: 'Gate code "1234", then\nleft',
  service_street: null,
  service_city: 'burnaby',
  service_postal_code: null,
  total_price: 311,
  duration_min: 180,
  status: 'confirmed',
  crew: 2,
  source: 'staff',
  created_at: '2026-11-20T17:00:00.000Z',
  updated_at: '2026-11-21T17:00:00.000Z',
  ...over,
});

describe('bookingsCsv', () => {
  it('starts with a UTF-8 BOM, ends rows with CRLF and keeps non-ASCII names as they are', () => {
    const csv = bookingsCsv([booking({})]);
    expect(csv.startsWith('\uFEFFBooking ID,Date,Time,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv).toContain(',Zoë Łukasz-Nguyễn,');
  });

  it('writes ISO dates, 24-hour times, prices with 2 decimals and empty cells for missing values', () => {
    const row = bookingsCsv([booking({})]).split('\r\n')[1];
    expect(row.startsWith('id-1,2026-12-01,13:30,180,Confirmed,Zoë Łukasz-Nguyễn,,+1 604-555-0100,Interior & Exterior Package,Truck/SUV,,,,Burnaby,,311.00,2,Staff (phone),')).toBe(true);
    expect(row).toContain(',2026-11-20T17:00:00.000Z,2026-11-21T17:00:00.000Z');
  });

  it('writes the labels people see for coded values, not the codes', () => {
    const row = bookingsCsv([booking({ vehicle_type: 'sedan', service_city: 'north-vancouver', status: 'pending', source: 'online' })]).split('\r\n')[1];
    expect(row).toContain(',Pending,');
    expect(row).toContain(',Car,');
    expect(row).toContain(',North Vancouver,');
    expect(row).toContain(',Online,');
    expect(row).not.toMatch(/north-vancouver|,sedan,/);
  });

  it('quotes fields with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('Gate code "1234", then\nleft')).toBe('"Gate code ""1234"", then\nleft"');
    expect(csvField('plain')).toBe('plain');
    expect(bookingsCsv([booking({})])).toContain(',"Gate code ""1234"", then\nleft",');
  });

  it('neutralises formula-like text but leaves phone numbers and numbers alone', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-cmd')).toBe("'-cmd");
    expect(csvField('+1 (604) 555-0100')).toBe('+1 (604) 555-0100');
    expect(csvField(-5)).toBe('-5');
  });

  it('writes a no-show in words, as the dashboard names it', () => {
    const row = bookingsCsv([booking({ status: 'no-show' })]).split('\r\n')[1];
    expect(row.split(',')[4]).toBe('No-show');
  });
});
