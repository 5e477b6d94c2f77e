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
   * arithmetic (src/domain/schedule/schedule.ts) uses this offset, never the runtime's zone data.
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

/**
 * Drive times between the cities served, in minutes, until the owner gives
 * their own figures (product.md section 10). No map service is asked at run
 * time: the table ships with the app and the functions alike.
 *
 * Source: the straight-line (great-circle) distance between city centres, the
 * coordinates of each city hall (and the business's own address as the base),
 * times `roadFactor` for roads that do not run straight, at `speedKmh` (a
 * typical Metro Vancouver average with lights and bridges), rounded up to
 * `roundMin`, at least `sameCityMin` (also the drive within one city).
 * src/domain/schedule/drive-time.test.ts recomputes `minutes` from `centres`, so the
 * table and its source cannot drift apart; an owner's own figures replace
 * `minutes` and that test's expectation together.
 */
export const DRIVE = {
  source: 'Straight-line distance between city halls x 1.4 at 40 km/h, rounded up to 15 min (at least 15 min within one city)',
  roadFactor: 1.4,
  speedKmh: 40,
  roundMin: 15,
  sameCityMin: 15,
  /** Weekdays 7-9 AM and 3-6 PM: a drive that overlaps one takes half as long again (rounded up to `roundMin`). */
  rush: {
    windowsMin: [
      [7 * 60, 9 * 60],
      [15 * 60, 18 * 60],
    ],
    factor: 1.5,
  },
  /** Latitude, longitude (degrees): city halls, and the base at BUSINESS.address (4250 Kingsway, Burnaby). */
  centres: {
    base: [49.2297, -123.0066],
    burnaby: [49.2488, -122.9805],
    vancouver: [49.2609, -123.1139],
    surrey: [49.1913, -122.849],
    richmond: [49.1666, -123.1369],
    coquitlam: [49.2869, -122.7919],
    langley: [49.1044, -122.66],
    'north-vancouver': [49.32, -123.0724],
  },
  /** Minutes from one place to another outside rush hours (symmetric), from `centres` by the rule above. */
  minutes: {
    base: { base: 15, burnaby: 15, vancouver: 30, surrey: 30, richmond: 30, coquitlam: 45, langley: 75, 'north-vancouver': 30 },
    burnaby: { base: 15, burnaby: 15, vancouver: 30, surrey: 30, richmond: 45, coquitlam: 45, langley: 60, 'north-vancouver': 30 },
    vancouver: { base: 30, burnaby: 30, vancouver: 15, surrey: 45, richmond: 30, coquitlam: 60, langley: 90, 'north-vancouver': 30 },
    surrey: { base: 30, burnaby: 30, vancouver: 45, surrey: 15, richmond: 45, coquitlam: 30, langley: 45, 'north-vancouver': 60 },
    richmond: { base: 30, burnaby: 45, vancouver: 30, surrey: 45, richmond: 15, coquitlam: 60, langley: 75, 'north-vancouver': 45 },
    coquitlam: { base: 45, burnaby: 45, vancouver: 60, surrey: 30, richmond: 60, coquitlam: 15, langley: 60, 'north-vancouver': 45 },
    langley: { base: 75, burnaby: 60, vancouver: 90, surrey: 45, richmond: 75, coquitlam: 60, langley: 15, 'north-vancouver': 90 },
    'north-vancouver': { base: 30, burnaby: 30, vancouver: 30, surrey: 60, richmond: 45, coquitlam: 45, langley: 90, 'north-vancouver': 15 },
  },
} as const;

/**
 * Job photos (product.md section 10): the device shrinks each to a long side of
 * `longSidePx` (src/lib/photos) before it is queued; the functions store it in
 * Cloud Storage under jobs/{bookingId}/{photoId} and refuse anything larger
 * than `maxBytes` or not one of `contentTypes` by its first bytes.
 */
export const PHOTOS = {
  longSidePx: 1600,
  /** JPEG quality of the shrunk photo: a phone photo at 1600 px comes to a few hundred KB. */
  jpegQuality: 0.82,
  maxBytes: 2 * 1024 * 1024,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
  captionMax: 200,
  /** How long a photo link lasts: a staff device's (asked for again when it runs out), the manage page's, and an e-mail's. */
  linkTtlMin: { staff: 60, manage: 60, email: 30 * 24 * 60 },
  /** Where photo links live on the site: Hosting's rewrite to the `photo` function (firebase.json). */
  pathPrefix: '/photos/',
  /**
   * A photo link's answer, from the function and from Hosting alike: kept by no
   * cache, shared or the browser's, so a photo un-shared or erased is not shown
   * again from a copy (the service worker never caches these either: src/lib/pwa).
   */
  cacheControl: 'private, no-store',
} as const;

/**
 * The condition check the crew ticks before starting a job. `damage`: an item a
 * customer may later dispute ("that scratch was already there"); with
 * `photoRequiredForDamage` on, the job cannot be marked completed while one is
 * ticked and the job has no Before photo (src/domain/photos/condition-check.ts).
 */
export const CONDITION_CHECK = {
  items: [
    { id: 'scratches', label: 'Scratches', damage: true },
    { id: 'dents', label: 'Dents', damage: true },
    { id: 'stains', label: 'Stains', damage: true },
    { id: 'pet-hair', label: 'Pet hair', damage: false },
    { id: 'odour', label: 'Odour', damage: false },
    { id: 'chips', label: 'Chips', damage: true },
  ],
  noteMax: 500,
  photoRequiredForDamage: true,
} as const;
