import { describe, expect, it } from 'vitest';
import { describeRun, formatRun } from './local-scheduler';

describe('the local scheduler lines', () => {
  it('says what a run sent, with short ids, and nothing for an idle run', () => {
    expect(describeRun({ sent: ['0123456789abcdef', 'fedcba9876543210'] })).toBe('sent 2 (01234567, fedcba98)');
    expect(describeRun({ sent: 1, failed: 0, dead: 0, skipped: 3 })).toBe('sent 1');
    expect(describeRun({ sent: 0, failed: 0, dead: 0, skipped: 2 })).toBeUndefined();
    expect(describeRun({ sent: [] })).toBeUndefined();
  });

  it('prints failures always and idle runs only when asked (npm run tick)', () => {
    const now = new Date('2026-11-24T18:00:00Z');
    expect(formatRun({ name: 'sendReminders', did: 'sent 1 (01234567)' }, now, true)).toBe('[scheduler] 18:00:00 sendReminders: sent 1 (01234567)');
    expect(formatRun({ name: 'retryMail' }, now, true)).toBeUndefined();
    expect(formatRun({ name: 'retryMail' }, now, false)).toBe('[scheduler] 18:00:00 retryMail: nothing due');
    expect(formatRun({ name: 'retryMail', error: 'SMTP down' }, now, true)).toBe('[scheduler] 18:00:00 retryMail failed: SMTP down');
  });
});
