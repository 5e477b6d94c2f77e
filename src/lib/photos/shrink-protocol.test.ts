import { describe, expect, it } from 'vitest';
import { SHRINK_MESSAGES, fitLongSide } from './shrink-protocol';

describe('the size a photo is shrunk to', () => {
  it('puts the long side at 1600 px, landscape or portrait, keeping the shape', () => {
    expect(fitLongSide(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitLongSide(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitLongSide(4032, 1816)).toEqual({ width: 1600, height: 721 });
  });

  it('never enlarges a small photo', () => {
    expect(fitLongSide(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('says how large a file too large to read was, and the most it may be', () => {
    expect(SHRINK_MESSAGES['too-large'](60 * 1024 * 1024)).toBe('That file is too large to use (60.0 MB): the most is 50 MB');
    expect(SHRINK_MESSAGES['too-large'](3 * 1024 * 1024)).toBe('That photo is too large (3.0 MB): the most is 2 MB');
  });
});
