// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffSession } from '@/domain/callables/staff-schema';
import { readSessionHint, rememberSession } from './session-hint';

const crew: StaffSession = { uid: 'u1', email: 'crew@example.com', displayName: null, role: 'staff', expiresAt: 'Fri, 27 Nov 2026 11:00:00 GMT' };

afterEach(() => localStorage.clear());

describe('the stored staff session', () => {
  it('reads back the session last confirmed, and nothing once it is removed', () => {
    expect(readSessionHint()).toBeNull();
    rememberSession(crew);
    expect(readSessionHint()).toEqual(crew);
    rememberSession({ ...crew, role: null });
    expect(readSessionHint()?.role).toBeNull();
    rememberSession(null);
    expect(readSessionHint()).toBeNull();
  });

  it('gives the same object while the stored text is the same (a React store snapshot)', () => {
    rememberSession(crew);
    const first = readSessionHint();
    expect(readSessionHint()).toBe(first);
    rememberSession({ ...crew, role: 'admin' });
    expect(readSessionHint()).not.toBe(first);
    expect(readSessionHint()?.role).toBe('admin');
  });

  it('ignores what it cannot read as a session: a page then waits for Firebase', () => {
    for (const raw of ['{', 'null', JSON.stringify({ ...crew, role: 'owner' }), JSON.stringify({ ...crew, uid: '' }), JSON.stringify({ uid: 'u1' })]) {
      localStorage.setItem('coastline:staff-session', raw);
      expect(readSessionHint(), raw).toBeNull();
    }
  });
});
