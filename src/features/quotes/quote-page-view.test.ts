import { describe, expect, it } from 'vitest';
import { SCHEDULE } from '@/config/business';
import { addDaysToDate } from '@/domain/schedule/schedule';
import {
  dayButtonText,
  lengthText,
  nextChoice,
  optionStanding,
  pageOf,
  parseQuoteSearch,
  readChoice,
  startText,
  timesPage,
  writeChoice,
  clearChoice,
  TIMES_PAGE_DAYS,
} from './quote-page-view';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

describe('the link', () => {
  it('reads the id and token of /quote?id=…&token=…, and nothing when either is missing', () => {
    expect(parseQuoteSearch('?id=abc&token=t0k')).toEqual({ id: 'abc', token: 't0k' });
    expect(parseQuoteSearch('?id=abc')).toBeNull();
    expect(parseQuoteSearch('?token=t0k')).toBeNull();
    expect(parseQuoteSearch('')).toBeNull();
  });
});

describe("an option's standing", () => {
  const open = { state: 'sent' as const, accepted_option: null, closed_message: null };
  it('is open while the quote is sent and not closed', () => {
    expect(optionStanding(open, 0)).toBe('open');
  });
  it('is booked for the accepted option and declined for the others', () => {
    const accepted = { state: 'accepted' as const, accepted_option: 1, closed_message: 'You accepted this quote already' };
    expect(optionStanding(accepted, 1)).toBe('booked');
    expect(optionStanding(accepted, 0)).toBe('declined');
  });
  it('is declined for every option of a declined quote, and closed for an expired or withdrawn one', () => {
    expect(optionStanding({ state: 'declined', accepted_option: null, closed_message: 'x' }, 0)).toBe('declined');
    expect(optionStanding({ state: 'expired', accepted_option: null, closed_message: 'x' }, 0)).toBe('closed');
    expect(optionStanding({ state: 'withdrawn', accepted_option: null, closed_message: 'x' }, 2)).toBe('closed');
    // Sent, but past its last day: the server's message says so before any schedule wrote 'expired'.
    expect(optionStanding({ state: 'sent', accepted_option: null, closed_message: 'This quote expired' }, 0)).toBe('closed');
  });
});

describe('lengths and starts in words', () => {
  it('says hours within a day, and the consecutive days of a whole-days job', () => {
    expect(lengthText({ unit: 'minutes', minutes: 150 })).toBe('2 hours 30 min');
    expect(lengthText({ unit: 'days', days: 3 })).toBe('3 days (8:00 AM to 7:00 PM each day)');
    expect(startText('2026-12-04', '1:00 PM', { unit: 'minutes', minutes: 90 })).toBe('Friday, December 4 at 1:00 PM');
    expect(startText('2026-12-31', '8:00 AM', { unit: 'days', days: 3 })).toBe('Thursday, December 31 to Saturday, January 2, from 8:00 AM');
    expect(dayButtonText('2026-12-04', { unit: 'minutes', minutes: 90 })).toBe('Fri, Dec 4');
    expect(dayButtonText('2026-12-04', { unit: 'days', days: 2 })).toBe('Fri, Dec 4 – Sat, Dec 5');
  });
});

describe('pages of dates', () => {
  const today = '2026-12-01';
  it('asks for two weeks at a time from today, up to the last bookable day and no further', () => {
    expect(timesPage(today, 0)).toEqual({ from: today, days: TIMES_PAGE_DAYS });
    expect(timesPage(today, 1)).toEqual({ from: addDaysToDate(today, TIMES_PAGE_DAYS), days: TIMES_PAGE_DAYS });
    const lastPage = Math.floor(SCHEDULE.horizonDays / TIMES_PAGE_DAYS);
    const last = timesPage(today, lastPage)!;
    expect(addDaysToDate(last.from, last.days - 1)).toBe(addDaysToDate(today, SCHEDULE.horizonDays));
    expect(timesPage(today, lastPage + 1)).toBeNull();
    expect(timesPage(today, -1)).toBeNull();
  });
  it('opens a kept choice on the page that holds its date', () => {
    expect(pageOf(today, today)).toBe(0);
    expect(pageOf(today, addDaysToDate(today, TIMES_PAGE_DAYS - 1))).toBe(0);
    expect(pageOf(today, addDaysToDate(today, 119))).toBe(8);
    const page = timesPage(today, pageOf(today, addDaysToDate(today, 119)))!;
    expect(addDaysToDate(today, 119) >= page.from).toBe(true);
  });
});

describe("the customer's choice", () => {
  let n = 0;
  const newId = () => `id-${++n}`;
  it('keeps its mutation id while the choice is the same, so a retry is the first send again, and takes a new one when it changes', () => {
    const first = nextChoice(null, 1, '2026-12-04', '1:00 PM', newId);
    expect(nextChoice(first, 1, '2026-12-04', '1:00 PM', newId).mutation_id).toBe(first.mutation_id);
    expect(nextChoice(first, 1, '2026-12-04', '1:30 PM', newId).mutation_id).not.toBe(first.mutation_id);
    expect(nextChoice(first, 0, '2026-12-04', '1:00 PM', newId).mutation_id).not.toBe(first.mutation_id);
    expect(nextChoice(first, 1, null, '1:00 PM', newId)).toMatchObject({ date: null, time: null });
  });
  it('survives a reload in the tab’s storage, per quote, and is forgotten when cleared', () => {
    const storage = memoryStorage();
    const choice = nextChoice(null, 1, '2026-12-04', '1:00 PM', newId);
    writeChoice(storage, 'q1', choice);
    expect(readChoice(storage, 'q1')).toEqual(choice);
    expect(readChoice(storage, 'q2')).toBeNull();
    clearChoice(storage, 'q1');
    expect(readChoice(storage, 'q1')).toBeNull();
  });
  it('reads nothing from a damaged entry', () => {
    const storage = memoryStorage();
    storage.setItem('quote-choice:q1', '{not json');
    expect(readChoice(storage, 'q1')).toBeNull();
    storage.setItem('quote-choice:q1', JSON.stringify({ option: 'x', mutation_id: 'm' }));
    expect(readChoice(storage, 'q1')).toBeNull();
  });
});
