import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-backoff';

describe('retryDelayMs', () => {
  it('doubles from 2 s and stays at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 12].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
