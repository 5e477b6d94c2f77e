// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/components/ui/system';
import { appDb } from '@/lib/db/db';
import { useBookingIntent } from '@/lib/booking-intent';
import { BookingSection } from './booking-section';
import { INITIAL_WIZARD, useWizard } from './wizard-store';

function renderSection() {
  return render(
    <ChakraProvider value={system}>
      <BookingSection />
    </ChakraProvider>,
  );
}

beforeEach(async () => {
  localStorage.clear();
  useWizard.setState(INITIAL_WIZARD);
  useBookingIntent.setState({ serviceName: null, nonce: 0 });
  await appDb().drafts.clear();
  await appDb().meta.clear();
});
afterEach(() => cleanup());

describe('booking section', () => {
  it('starts at the calendar with the chosen service and a car when a Book Now button picks a service', async () => {
    renderSection();
    expect(screen.getByRole('heading', { name: 'Select Your Service' })).toBeTruthy();
    act(() => useBookingIntent.getState().choose('One Step Paint Correction'));
    await screen.findByRole('heading', { name: 'Choose Date & Time' });
    const summary = screen.getByTestId('calendar-summary');
    expect(summary.textContent).toContain('One Step Paint Correction');
    expect(summary.textContent).toContain('Car');
    expect(summary.textContent).toContain('$450');
  });

  it('restores a saved draft before the visitor can act, and a preselection keeps the draft\'s vehicle', async () => {
    await appDb().drafts.put({
      id: 'booking',
      step: 'service',
      service_name: 'Interior Detailing',
      vehicle_type: 'van',
      booking_date: null,
      booking_time: null,
      details: { customer_name: 'Returning Visitor' },
      updated_at: Date.now(),
    });
    localStorage.setItem('coastline:local-data', '1');
    renderSection();
    // While the draft is read, the wizard shows that it is restoring, not an empty form.
    expect(screen.queryByRole('button', { name: 'Continue to Calendar' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('live-total').textContent).toBe('Total: $293'));

    act(() => useBookingIntent.getState().choose('5 Year Ceramic Coating'));
    await screen.findByRole('heading', { name: 'Choose Date & Time' });
    expect(screen.getByTestId('calendar-summary').textContent).toContain('Van');
    expect(screen.getByTestId('calendar-summary').textContent).toContain('$1649');
    expect(useWizard.getState().details.customer_name).toBe('Returning Visitor');
  });
});
