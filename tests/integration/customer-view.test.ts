// What a customer's answers carry, through the real callables: staff's note
// about a customer follows them to a new booking (same e-mail or phone), and
// stays on the stored booking for the crew, but no public answer carries it,
// whoever asks. The staff booking is written through the Admin SDK on a date
// of its own; the anonymous booking is on day 119 at 1:00 PM
// (tests/integration/support/booking-input.ts).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CreateBookingInput, CreatedBooking } from '@/domain/booking/booking-schema';
import type { SetCustomerNoteInput, SetCustomerNoteOutput } from '@/domain/schedule/crew-schema';
import type { GetMyBookingInput, MyBookingOutput } from '@/domain/booking/self-service-schema';
import { bookingInput, uniqueEmail } from './support/booking-input';
import { testDay } from './support/test-days';
import { adminDb, createTestBooking } from './support/staff-fixtures';
import { clientsForTests } from './support/test-clients';

const { anonymous, staff } = clientsForTests('anonymous', 'staff');

/** Fields that are staff's alone: none may appear in a customer's answer. */
const STAFF_ONLY = ['customer_note', 'customer_note_at', 'history', 'on_my_way', 'crew', 'created_by', 'customer_keys', 'applied_mutations', 'refused_mutations', 'source', 'anonymized_at'];

function expectNoStaffData(answer: object, note: string): void {
  for (const key of STAFF_ONLY) expect(answer, key).not.toHaveProperty(key);
  expect(JSON.stringify(answer)).not.toContain(note);
}

describe("a staff note about a customer", () => {
  it('reaches no anonymous booking made with their phone number and another e-mail, nor a replay of it', async () => {
    // A regular customer, with a phone number no other test uses.
    const phone = `778-555-${String(1000 + Math.floor(Math.random() * 9000))}`;
    const regular = await createTestBooking('confirmed', 'Regular Customer');
    await adminDb().collection('bookings').doc(regular).update({ customer_phone: phone });
    const note = `Gate code ${randomUUID().slice(0, 4)}, spare key under the mat`;
    await staff.call<SetCustomerNoteInput, SetCustomerNoteOutput>('setCustomerNote', { id: regular, mutation_id: randomUUID(), note });

    // Anyone who knows the phone number books with it.
    const input = bookingInput({
      customer_email: uniqueEmail('stranger'),
      customer_phone: phone,
      service_name: 'Interior Detailing',
      booking_date: testDay('customer-view', 119),
      booking_time: '1:00 PM',
    });
    const answer = await anonymous.call<CreateBookingInput, CreatedBooking>('createBooking', input);
    // The note did follow the phone number onto the stored booking (the crew sees it there)...
    const stored = (await adminDb().collection('bookings').doc(answer.id).get()).data()!;
    expect(stored.customer_note).toBe(note);
    // ...and the answer, a replay's answer and the manage page's read carry none of it.
    expectNoStaffData(answer, note);
    expect(answer).toMatchObject({ id: input.id, customer_phone: phone, status: 'pending', manage_token: expect.any(String) });
    const replay = await anonymous.call<CreateBookingInput, CreatedBooking>('createBooking', input);
    expectNoStaffData(replay, note);
    expect(replay).toEqual(answer);
    const mine = await anonymous.call<GetMyBookingInput, MyBookingOutput>('getMyBooking', { id: answer.id, token: answer.manage_token! });
    expectNoStaffData(mine, note);

    // Its e-mails' records (the confirmation and the owner's alert) carry no note or history either.
    const mails = await adminDb().collection('mail').where('data.booking.id', '==', answer.id).get();
    expect(mails.size).toBeGreaterThanOrEqual(2);
    for (const mail of mails.docs) {
      expect(JSON.stringify(mail.data())).not.toContain(note);
      expect(mail.get('data.booking')).not.toHaveProperty('history');
    }
  });
});
