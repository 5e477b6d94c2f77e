// The business's facts in one place: every page, e-mail, structured-data block
// and function reads them from here.
export const BUSINESS = {
  name: 'Coastline Mobile Detailing',
  shortName: 'Coastline Detailing',
  /** One number for every tel link (fictional 604-555-01xx range). */
  phoneDisplay: '(604) 555-0142',
  phoneE164: '+16045550142',
  email: 'bookings@example.com',
  /** Where the owner's alerts go (every new booking, customer cancel and reschedule). */
  ownerEmail: 'owner@example.com',
  /** The review link in the thank-you e-mail sent the morning after a completed job. */
  reviewUrl: 'https://www.example.com/review',
  address: {
    street: '4250 Kingsway',
    city: 'Burnaby',
    region: 'BC',
    postalCode: 'V5H 4T7',
    country: 'CA',
  },
  /** Absolute origin used for canonical links, Open Graph URLs and the sitemap. */
  siteOrigin: 'https://www.example.com',
  /** Every day, Thursday included (product.md section 5). */
  hours: { opens: '06:00', closes: '22:00', label: 'Every day: 6:00 AM – 10:00 PM' },
  priceRange: '$$',
  timeZone: 'America/Vancouver',
  /**
   * Business time as an offset from UTC, in minutes. British Columbia has kept UTC-7
   * all year since 2026-03-08 (tzdata 2026b); runtimes with older time-zone data
   * (Node 20's ICU has 2025c) still fall back to UTC-8 in November, so browser and
   * server would disagree on today's date and on every start time. All business-time
   * arithmetic (src/domain/schedule.ts) uses this offset, never the runtime's zone data.
   */
  utcOffsetMin: -7 * 60,
} as const;

// Scheduling rules, shared by the wizard and the functions.
export const SCHEDULE = {
  /** Start times every 30 minutes from 8:00 AM to 4:30 PM. */
  firstSlotMin: 8 * 60,
  lastSlotMin: 16 * 60 + 30,
  slotStepMin: 30,
  /** A job must end by 7:00 PM. */
  dayEndMin: 19 * 60,
  crews: 2,
  minNoticeMin: 2 * 60,
  horizonDays: 120,
  /** Customers may reschedule or cancel from the manage link until this long before the start. */
  customerChangeNoticeMin: 24 * 60,
} as const;
