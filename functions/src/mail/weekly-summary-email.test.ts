import { describe, expect, it } from 'vitest';
import { HEADLINE_KEYS, type Headlines } from '@/domain/reports/compute-report';
import type { WeeklySummary } from '@/domain/reports/weekly-summary';
import { weeklySummaryEmail } from './weekly-summary-email';

/** A week's headline figures: those named, nothing for the rest (the e-mail shows four of them). */
function headlines(figures: Partial<Headlines>): Headlines {
  return { ...(Object.fromEntries(HEADLINE_KEYS.map((k) => [k, null])) as Headlines), ...figures };
}

// As sent on Monday 2026-03-09: last week is Mar 2-8, the week before Feb 23 - Mar 1.
const SUMMARY: WeeklySummary = {
  lastWeek: { from: '2026-03-02', to: '2026-03-08' },
  last: headlines({ booked: 1_500.5, completed: 1_200.5, jobs: 2, noShowRate: 50 }),
  weekBefore: headlines({ booked: 150, completed: 150, jobs: 1, noShowRate: 0 }),
  weekAhead: { from: '2026-03-09', to: '2026-03-15' },
  aheadBooked: 444,
  aheadJobs: 2,
  aheadJobHours: 5.5,
  aheadOpenHours: 154,
};

describe('the weekly summary e-mail', () => {
  const mail = weeklySummaryEmail('owner@example.com', SUMMARY);

  it('says in its subject what was booked last week and what is booked this week', () => {
    expect(mail.to).toBe('owner@example.com');
    expect(mail.subject).toBe('Weekly summary: $1,500.50 booked last week, $444.00 booked this week');
  });

  it('gives last week’s figures beside the week before’s, then this week’s booked revenue and hours, and how to stop it', () => {
    expect(mail.text.split('\n')).toEqual([
      'Last week (Mon, Mar 2 – Sun, Mar 8):',
      '- Booked revenue: $1,500.50 (week before: $150.00)',
      '- Completed revenue: $1,200.50 (week before: $150.00)',
      '- Jobs: 2 (week before: 1)',
      '- No-show rate: 50% (week before: 0%)',
      '',
      'This week (Mon, Mar 9 – Sun, Mar 15), booked so far:',
      '- Booked revenue: $444.00 (2 jobs)',
      '- Job hours: 5.5 of 154 open hours',
      '',
      'Reports: https://www.example.com/reports',
      '',
      'To stop these e-mails, turn off "Weekly summary e-mail" in Reports.',
    ]);
  });

  it('shows the same figures in its HTML part, with the way to stop it', () => {
    for (const figure of ['$1,500.50', 'Week before: $150.00', '$1,200.50', '50%', '$444.00 (2 jobs)', '5.5 of 154 open hours']) expect(mail.html).toContain(figure);
    expect(mail.html).toContain('href="https://www.example.com/reports"');
    expect(mail.html).toContain('To stop these e-mails, turn off &quot;Weekly summary e-mail&quot; in Reports.');
    expect(mail.html).not.toContain('<table');
  });
});
