import { describe, expect, it } from 'vitest';
import { changedPhoto } from './photo-change';

describe('a change to a photo', () => {
  const after = { id: 'p', tag: 'after' as const, caption: 'Seats', shared: true };

  it('tags a photo again, and a shared After photo tagged Before stops being shared', () => {
    expect(changedPhoto(after, { tag: 'before' })).toEqual({ ...after, tag: 'before', shared: false });
    expect(changedPhoto({ ...after, tag: 'before', shared: false }, { tag: 'after' })).toEqual({ ...after, shared: false });
  });

  it('changes the caption and the sharing it is asked to, and nothing else', () => {
    expect(changedPhoto(after, { caption: '  ' })).toEqual({ ...after, caption: null });
    expect(changedPhoto(after, { shared: false })).toEqual({ ...after, shared: false });
    expect(changedPhoto(after, {})).toEqual(after);
  });
});
