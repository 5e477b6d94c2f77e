// A customer's manage link as the customer gets it: from the booking's
// confirmation e-mail in the test inbox (the stack's SMTP catcher), for a
// booking made in the wizard or through createBooking. No test computes a
// token here: the link is whatever the functions mailed.
import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { testClient } from '../../integration/support/client';
import { waitForMail } from '../../integration/support/inbox';

/** The manage link of the booking's confirmation e-mail, as the customer finds it in the inbox. */
export async function manageLinkFromInbox(email: string): Promise<string> {
  const [mail] = await waitForMail(email, /^Booking Confirmed/, 30_000);
  const link = /(http\S+\/manage-booking#id=\S+)/.exec(mail?.text ?? '')?.[1];
  expect(link, 'the confirmation e-mail carries the manage link').toBeTruthy();
  return link!;
}

/** The booking id a manage link opens. */
export function bookingIdOf(link: string): string {
  const id = new URLSearchParams(new URL(link).hash.slice(1)).get('id');
  expect(id, 'the manage link names its booking').toBeTruthy();
  return id!;
}

/** A booking made through createBooking (its confirmation e-mail, with the manage link, goes to the inbox). */
export async function bookOnline(email: string, date: string, time: string): Promise<string> {
  const client = testClient();
  try {
    const input = { id: randomUUID(), customer_name: `Manage ${randomUUID().slice(0, 6)}`, customer_email: email, customer_phone: null };
    const booked = { ...input, service_name: 'Interior Detailing', vehicle_type: 'sedan', booking_date: date, booking_time: time };
    return (await client.call<unknown, { id: string }>('createBooking', booked)).id;
  } finally {
    await client.close();
  }
}
