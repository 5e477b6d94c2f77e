// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@/testing/dom';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/components/ui/system';
import { appDb } from '@/lib/db/db';
import { INTENT_CITY_KEY, INTENT_CITY_NEW_KEY, useBookingIntent } from '@/lib/booking-intent';
import { BookingSection } from './booking-section';
import { INITIAL_WIZARD, useWizard } from './wizard-store';

function renderSection() {
  return render(
    <ChakraProvider value={system}>
      <BookingSection />
    </ChakraProvider>,
  );
}

/** A returning visitor's draft saved on the details form with Burnaby as its city, restored: the form on screen. */
async function renderDraftOnFormWithBurnaby() {
  await appDb().drafts.put({
    id: 'booking',
    step: 'form',
    service_name: 'Interior Detailing',
    vehicle_type: 'van',
    booking_date: '2030-01-08',
    booking_time: '9:00 AM',
    details: { customer_name: 'Returning Visitor', service_city: 'burnaby' },
    updated_at: Date.now(),
  });
  localStorage.setItem('coastline:local-data', '1');
  renderSection();
  await screen.findByRole('heading', { name: 'Booking Details' });
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  useWizard.setState(INITIAL_WIZARD);
  useBookingIntent.setState({ serviceName: null, nonce: 0, cityId: null });
  await appDb().drafts.clear();
  await appDb().meta.clear();
});
afterEach(() => cleanup());

describe('booking section', () => {
  it('starts at the calendar with the chosen service when a Book Now button picks one, and asks the vehicle there', async () => {
    renderSection();
    expect(screen.getByRole('heading', { name: 'Select Your Service' })).toBeTruthy();
    act(() => useBookingIntent.getState().choose('One Step Paint Correction'));
    await screen.findByRole('heading', { name: 'Choose Date & Time' });
    const summary = screen.getByTestId('calendar-summary');
    expect(summary.textContent).toContain('One Step Paint Correction');
    // No vehicle is assumed: no total until one is chosen.
    expect(summary.textContent).toContain('Choose your vehicle type to see your total');
    expect(useWizard.getState().vehicleType).toBeNull();
    act(() => screen.getByRole('button', { name: 'Truck/SUV' }).click());
    await waitFor(() => expect(screen.getByTestId('calendar-summary').textContent).toContain('Total: $563'));
    expect(screen.getByTestId('calendar-summary').textContent).toContain('Truck/SUV surcharge+$113');
    // The choice stays on screen (it does not vanish under the finger).
    expect(screen.getByRole('button', { name: 'Truck/SUV' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('takes a package named in the address (a plain link to /?section=booking&package=…) and drops it from the address', async () => {
    window.history.replaceState(null, '', '/?section=booking&package=5%20Year%20Ceramic%20Coating');
    renderSection();
    await screen.findByRole('heading', { name: 'Choose Date & Time' });
    expect(screen.getByTestId('calendar-summary').textContent).toContain('5 Year Ceramic Coating');
    expect(window.location.search).toBe('?section=booking');
  });

  it('ignores a package in the address that the catalog does not have', async () => {
    window.history.replaceState(null, '', '/?section=booking&package=Car%20Wash');
    renderSection();
    expect(screen.getByRole('heading', { name: 'Select Your Service' })).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe('?section=booking'));
    expect(useWizard.getState().serviceName).toBeNull();
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
    expect(screen.getByTestId('calendar-summary').textContent).toContain('$1,649');
    expect(useWizard.getState().details.customer_name).toBe('Returning Visitor');
  });

  it('fills the city of the city page the visitor came from when the details form opens without one', async () => {
    useBookingIntent.getState().chooseCity('surrey');
    expect(sessionStorage.getItem(INTENT_CITY_KEY)).toBe('surrey');
    useWizard.setState({ serviceName: 'Interior Detailing', vehicleType: 'sedan', date: '2030-01-08', time: '9:00 AM', step: 'form' });
    renderSection();
    const city = (await screen.findByRole('combobox', { name: 'City' })) as HTMLSelectElement;
    await waitFor(() => expect(city.value).toBe('surrey'));
  });

  it('never replaces a restored city with the city page\'s, nor refills one the visitor cleared', async () => {
    sessionStorage.setItem(INTENT_CITY_KEY, 'langley');
    await renderDraftOnFormWithBurnaby();
    const city = screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement;
    expect(city.value).toBe('burnaby');
    expect(useWizard.getState().details.service_city).toBe('burnaby');

    // The visitor clears it and comes back to the form: it stays cleared.
    act(() => useWizard.getState().setDetail('service_city', ''));
    act(() => useWizard.getState().goTo('calendar'));
    await screen.findByRole('heading', { name: 'Choose Date & Time' });
    act(() => useWizard.getState().goTo('form'));
    await screen.findByRole('heading', { name: 'Booking Details' });
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement).value).toBe('');
    expect(useWizard.getState().details.service_city).toBe('');
  });

  it("takes a city page's city over the draft's when that page's booking link was just followed, once", async () => {
    // The draft was made from Burnaby's page; the visitor then followed Langley's booking link.
    sessionStorage.setItem(INTENT_CITY_KEY, 'langley');
    sessionStorage.setItem(INTENT_CITY_NEW_KEY, '1');
    await renderDraftOnFormWithBurnaby();
    await waitFor(() => expect(useWizard.getState().details.service_city).toBe('langley'));
    // Used: a reload later is no new choice.
    expect(sessionStorage.getItem(INTENT_CITY_NEW_KEY)).toBeNull();
    expect(sessionStorage.getItem(INTENT_CITY_KEY)).toBe('langley');
  });

  it('after a reload of the home page, takes the city page chosen earlier in this tab', async () => {
    sessionStorage.setItem(INTENT_CITY_KEY, 'langley');
    useWizard.setState({ serviceName: 'Interior Detailing', vehicleType: 'sedan', date: '2030-01-08', time: '9:00 AM', step: 'form' });
    renderSection();
    const city = (await screen.findByRole('combobox', { name: 'City' })) as HTMLSelectElement;
    await waitFor(() => expect(city.value).toBe('langley'));
  });
});
