// The staff roles are written once (STAFF_ROLES); the Firestore rules cannot
// import it, so they restate the list, and this holds the two together: a role
// added to the app but not to the rules would sign in and then see no
// bookings (or, removed from the app, keep reading them).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@/domain/callables/staff-schema';

const RULES = readFileSync(new URL('../firestore.rules', import.meta.url), 'utf8');

/** Every role list the rules check a token's `role` claim against. */
function roleListsInRules(rules: string): string[][] {
  return [...rules.matchAll(/token\.role\s+in\s+\[([^\]]*)\]/g)].map((m) => [...m[1].matchAll(/'([^']*)'/g)].map((r) => r[1]));
}

describe('firestore.rules', () => {
  it('lets in exactly the staff roles the app and the functions know (STAFF_ROLES)', () => {
    const lists = roleListsInRules(RULES);
    expect(lists.length, 'the rules check the role claim somewhere').toBeGreaterThan(0);
    for (const list of lists) expect([...list].sort()).toEqual([...STAFF_ROLES].sort());
  });

  it('reads a role list as the rules write it', () => {
    expect(roleListsInRules("request.auth.token.role in ['admin', 'crew']")).toEqual([['admin', 'crew']]);
  });
});
