// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffSession } from '@/domain/callables/staff-schema';
import { readSessionHint, rememberSession, settleAnswer } from './session-hint';
import { hintedRole } from './session-hint-key';

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

describe("what Firebase's answer means for a staff page", () => {
  it("Firebase's session stands and is kept", () => {
    expect(settleAnswer({ confirmed: crew }, null, false, false)).toEqual({ session: crew, remember: true, lost: false });
  });

  it('with no network to refresh the token, the session kept for that account stands and stays as it was', () => {
    expect(settleAnswer({ confirmed: null, unreachable: 'u1' }, crew, true, false)).toEqual({ session: crew, remember: false, lost: false });
  });

  it("with no network, another account's kept session does not stand in", () => {
    expect(settleAnswer({ confirmed: null, unreachable: 'u2' }, crew, false, false)).toEqual({ session: null, remember: false, lost: false });
    expect(settleAnswer({ confirmed: null, unreachable: 'u2' }, crew, true, false).lost).toBe(true);
  });

  it('no session, or one without a role, after a role ends access, unless a sign-out was asked for here', () => {
    expect(settleAnswer({ confirmed: null }, crew, true, false)).toEqual({ session: null, remember: true, lost: true });
    expect(settleAnswer({ confirmed: { ...crew, role: null } }, crew, true, false).lost).toBe(true);
    expect(settleAnswer({ confirmed: null }, crew, true, true).lost).toBe(false);
    expect(settleAnswer({ confirmed: null }, null, false, false).lost).toBe(false);
  });
});

describe('the stored role read before the app loads', () => {
  it('is the remembered session’s role, and nothing when none is stored or it is unreadable', () => {
    expect(hintedRole()).toBeNull();
    rememberSession({ ...crew, role: 'admin' });
    expect(hintedRole()).toBe('admin');
    rememberSession(crew);
    expect(hintedRole()).toBe('staff');
    rememberSession(null);
    expect(hintedRole()).toBeNull();
    localStorage.setItem('coastline:staff-session', '{not json');
    expect(hintedRole()).toBeNull();
  });
});
