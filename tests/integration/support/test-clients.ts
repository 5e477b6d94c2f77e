// Web clients for a file's tests, one per actor, for files that check who
// may call what.
import { afterAll, beforeAll } from 'vitest';
import { testClient, type TestClient } from './client';
import { signInAsSeeded, signInRoleless } from './staff-fixtures';

/** Who calls: signed out, signed in with no role claim, or as the seeded staff or admin account. */
export type Actor = 'anonymous' | 'roleless' | 'staff' | 'admin';

/**
 * One client per actor named, for the tests of the file or `describe` it is
 * called in: signed in before them, closed after them. The clients exist from
 * the call on, so a file destructures them once at the top.
 */
export function clientsForTests<const A extends Actor>(...actors: A[]): Record<A, TestClient> {
  const clients = Object.fromEntries(actors.map((actor) => [actor, testClient()])) as Record<A, TestClient>;
  beforeAll(async () => {
    await Promise.all(
      actors.map((actor: Actor) => {
        const client = clients[actor as A];
        if (actor === 'anonymous') return undefined;
        return actor === 'roleless' ? signInRoleless(client) : signInAsSeeded(client, actor);
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(actors.map((actor) => clients[actor].close()));
  });
  return clients;
}
