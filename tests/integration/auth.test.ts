import { afterAll, describe, expect, it } from 'vitest';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed';
import { testClient } from './support/client';

const client = testClient();
afterAll(() => client.close());

describe('seeded staff accounts', () => {
  for (const account of SEED_ACCOUNTS) {
    it(`${account.role} signs in to the Auth emulator and carries the ${account.role} role`, async () => {
      const credential = await signInWithEmailAndPassword(client.auth, account.email, account.password);
      const token = await credential.user.getIdTokenResult();
      expect(token.claims.role).toBe(account.role);
      await client.auth.signOut();
    });
  }

  it('refuses a wrong password', async () => {
    await expect(signInWithEmailAndPassword(client.auth, SEED_ACCOUNTS[0].email, 'wrong-password')).rejects.toMatchObject({
      code: expect.stringMatching(/auth\/(wrong-password|invalid-credential)/),
    });
  });
});
