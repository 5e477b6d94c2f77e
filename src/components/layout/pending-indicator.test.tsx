// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@/testing/dom';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/components/ui/system';
import { appDb } from '@/lib/db/db';
import { PendingIndicator } from './pending-indicator';
import { enqueueMutation } from '@/lib/sync/sync-engine';
import { testPayload } from '@/testing/outbox';

// The indicator resumes sending through the page engine; keep the network out of this test.
vi.mock('@/lib/sync/page-sync', () => ({ pageSyncEngine: () => undefined }));

beforeEach(async () => {
  localStorage.clear();
  await Promise.all(appDb().tables.map((t) => t.clear()));
});
afterEach(() => cleanup());

function renderIndicator() {
  return render(
    <ChakraProvider value={system}>
      <PendingIndicator />
    </ChakraProvider>,
  );
}

describe('pending indicator', () => {
  it('shows nothing when this device holds nothing', async () => {
    renderIndicator();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('pending-indicator')).toBeNull();
  });

  it('counts entries waiting in the outbox, live, and disappears once they are sent', async () => {
    await enqueueMutation(appDb(), { id: 'a', kind: 'createBooking', target_id: 'a', payload: testPayload('createBooking') }, async () => {});
    localStorage.setItem('coastline:local-data', '1');
    renderIndicator();
    await waitFor(() => expect(screen.getByTestId('pending-indicator').textContent).toContain('1 booking update'));

    await enqueueMutation(appDb(), { id: 'b', kind: 'updateBookingStatus', target_id: 'x', payload: testPayload('updateBookingStatus') }, async () => {});
    await waitFor(() => expect(screen.getByTestId('pending-indicator').textContent).toContain('2 booking updates'));

    await appDb().outbox.clear();
    await waitFor(() => expect(screen.queryByTestId('pending-indicator')).toBeNull());
  });
});
