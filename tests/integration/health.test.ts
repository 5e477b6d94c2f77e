import { afterAll, describe, expect, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { healthOutput } from '@/domain/booking/booking-schema';
import { testClient } from './support/client';
import { STACK } from './support/stack-env';

const client = testClient();
afterAll(() => client.close());

describe('health callable', () => {
  it('goes client SDK → Functions emulator → Firestore and back', async () => {
    const before = Date.now();
    const result = healthOutput.parse(await client.call('health', {}));
    expect(result.project_id).toBe(STACK.projectId);
    // The timestamp was stamped by Firestore on the server during this call.
    const stamped = Date.parse(result.server_time);
    expect(stamped).toBeGreaterThanOrEqual(before - 5_000);
    expect(stamped).toBeLessThanOrEqual(Date.now() + 5_000);

    const admin = getApps()[0] ?? initializeApp({ projectId: STACK.projectId });
    const doc = await getFirestore(admin).collection('system').doc('health').get();
    expect(doc.get('checked_at').toDate().toISOString()).toBe(result.server_time);
  });
});
