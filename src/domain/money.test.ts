import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('prints whole dollars with thousands separators and a bare dollar sign', () => {
    expect(formatMoney(1099)).toBe('$1,099');
    expect(formatMoney(195)).toBe('$195');
    expect(formatMoney(1649)).toBe('$1,649');
  });

  it('prints two decimals when asked (the dashboard)', () => {
    expect(formatMoney(6544, { cents: true })).toBe('$6,544.00');
    expect(formatMoney(600.5, { cents: true })).toBe('$600.50');
    expect(formatMoney(0, { cents: true })).toBe('$0.00');
  });
});
