import { describe, expect, it } from 'vitest';
import { asSentence, rescheduleReasonText, withoutFullStop } from './reschedule-words';
import { BLOCK_REASONS } from './block-time';

describe('the words of a reschedule request', () => {
  it('gives each reason its own words: the weather is not only rain, a vehicle is not the weather', () => {
    const texts = BLOCK_REASONS.map(rescheduleReasonText);
    expect(new Set(texts).size).toBe(BLOCK_REASONS.length);
    for (const t of texts) expect(t).not.toMatch(/rain/i);
    expect(rescheduleReasonText('Vehicle')).toBe('a problem with our service vehicle');
  });

  it('ends a note in one full stop, whether or not one was typed', () => {
    expect(asSentence('Our van is in the shop')).toBe('Our van is in the shop.');
    expect(asSentence('Our van is in the shop. ')).toBe('Our van is in the shop.');
    expect(asSentence('Sorry!')).toBe('Sorry!');
    expect(withoutFullStop('Our van is in the shop.')).toBe('Our van is in the shop');
  });
});
