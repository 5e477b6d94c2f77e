import { describe, expect, it } from 'vitest';
import { PACKAGES, computeTotal, priceLines } from './catalog';
import { canTransition } from './booking/status';

describe('pricing', () => {
  it('applies the vehicle multiplier and rounds to whole dollars', () => {
    expect(computeTotal('Interior Detailing', 'sedan')).toBe(195);
    expect(computeTotal('Interior Detailing', 'truck')).toBe(244); // 243.75
    expect(computeTotal('Interior & Exterior Package', 'van')).toBe(374); // 373.5
    expect(computeTotal('5 Year Ceramic Coating', 'truck')).toBe(1374); // 1373.75
  });

  it('lists the six wizard packages at the spec prices', () => {
    expect(PACKAGES.map((p) => [p.id, p.price])).toEqual([
      ['Interior Detailing', 195],
      ['Interior & Exterior Package', 249],
      ['Steam Cleaning & Interior Shampoo', 349],
      ['One Step Paint Correction', 450],
      ['Two Step Paint Correction + 3 Year Ceramic Coating', 850],
      ['5 Year Ceramic Coating', 1099],
    ]);
  });

  it('splits a total into the package price and the vehicle surcharge that add up to it', () => {
    expect(priceLines('Interior & Exterior Package', 'sedan')).toEqual({ base: 249, surcharge: 0, total: 249 });
    expect(priceLines('Interior & Exterior Package', 'truck')).toEqual({ base: 249, surcharge: 62, total: 311 });
    expect(priceLines('Interior & Exterior Package', 'van')).toEqual({ base: 249, surcharge: 125, total: 374 });
  });

  it('refuses an unknown package', () => {
    expect(() => computeTotal('Car Wash', 'sedan')).toThrow(/Unknown package/);
  });
});

describe('status flow', () => {
  it('allows only the dashboard transitions of the spec', () => {
    expect(canTransition('pending', 'confirmed')).toBe(true);
    expect(canTransition('pending', 'cancelled')).toBe(true);
    expect(canTransition('confirmed', 'cancelled')).toBe(true);
    expect(canTransition('confirmed', 'completed')).toBe(true);
    expect(canTransition('pending', 'completed')).toBe(false);
    expect(canTransition('completed', 'cancelled')).toBe(false);
    expect(canTransition('cancelled', 'confirmed')).toBe(false);
  });
});
