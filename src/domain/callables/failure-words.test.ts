import { describe, expect, it } from 'vitest';
import { retryReason, withoutStatus } from './failure-words';

describe('failure words', () => {
  it("drops the SDK's HTTP status from the server's message", () => {
    expect(withoutStatus('That photo is too large (2.4 MB): the most is 2 MB [400]')).toBe('That photo is too large (2.4 MB): the most is 2 MB');
    expect(withoutStatus('internal [0]')).toBe('internal');
    expect(withoutStatus('Already sent')).toBe('Already sent');
  });

  it('says why a change waits to be tried again, in words, not codes', () => {
    expect(retryReason('internal: internal')).toBe('the server had a problem');
    expect(retryReason('internal: INTERNAL [500]')).toBe('the server had a problem');
    expect(retryReason('deadline-exceeded: no answer within 20000 ms')).toBe('the server took too long to answer');
    expect(retryReason('unavailable: unavailable')).toBe('the server could not be reached');
    // A code with no words of its own: the server's, if it gave some.
    expect(retryReason('cancelled: The upload was stopped')).toBe('The upload was stopped');
    expect(retryReason(null)).toBeNull();
  });
});
