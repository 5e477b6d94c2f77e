import { describe, expect, it } from 'vitest';
import { createBookingInput, emailProblem, fieldErrors } from './booking-schema';

const valid = {
  id: '6f1c1f64-8f4f-4d59-9d1b-6b1e2f0c9a11',
  customer_name: 'Priya Sandhu',
  customer_email: 'priya@example.com',
  customer_phone: '',
  service_name: 'Interior Detailing',
  vehicle_type: 'truck',
  booking_date: '2026-11-30',
  booking_time: '10:30 AM',
  vehicle_make: ' Toyota ',
  vehicle_model: '',
  comments: null,
};

describe('createBookingInput', () => {
  it('accepts a valid booking and turns empty optional fields into null', () => {
    const parsed = createBookingInput.parse(valid);
    expect(parsed.customer_phone).toBeNull();
    expect(parsed.vehicle_model).toBeNull();
    expect(parsed.vehicle_make).toBe('Toyota');
  });

  it('gives the spec message when name or e-mail is missing', () => {
    const result = createBookingInput.safeParse({ ...valid, customer_name: '  ', customer_email: '' });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(errors.customer_name).toBe('Please fill in all required fields');
    expect(errors.customer_email).toBe('Please fill in all required fields');
  });

  it('names the field that breaks a rule', () => {
    const result = createBookingInput.safeParse({
      ...valid,
      customer_email: 'not-an-email',
      booking_time: '7:00 PM',
      comments: 'x'.repeat(1001),
      service_postal_code: '12345',
    });
    const errors = fieldErrors(result.error!);
    expect(errors.customer_email).toBe('Enter a valid e-mail address');
    expect(errors.booking_time).toBe('Choose a time from the list');
    expect(errors.comments).toBe('Comments must be at most 1000 characters');
    expect(errors.service_postal_code).toBe('Enter a postal code like V5H 4T7');
  });

  it('tells what is wrong with a typed e-mail by the rule the booking is checked with, and nothing for an empty one', () => {
    expect(emailProblem('jordan@')).toBe('Enter a valid e-mail address');
    expect(emailProblem('jordan@example')).toBe('Enter a valid e-mail address');
    expect(emailProblem(' jordan@example.com ')).toBeNull();
    expect(emailProblem('')).toBeNull();
    expect(emailProblem(`${'a'.repeat(250)}@example.com`)).toBe('E-mail must be at most 254 characters');
    for (const typed of ['jordan@', 'jordan@example.com', 'a@b.co']) {
      const accepted = createBookingInput.safeParse({ ...valid, customer_email: typed }).success;
      expect(emailProblem(typed) === null).toBe(accepted);
    }
  });

  it("tells an e-mail wrong as the form is filled exactly when the booking's own check refuses it", () => {
    const typed = ['first.last@example.ca', 'a+tag@sub.example.com', "o'neil@example.com", '.lead@example.com', 'two..dots@example.com', 'trail.@example.com', 'x@-bad.com', 'x@example.c', 'x@exa_mple.com', 'élodie@example.com', 'no at.example.com', ' padded@example.com '];
    for (const email of typed) {
      const result = createBookingInput.safeParse({ ...valid, customer_email: email });
      const schemaSays = result.success ? null : (fieldErrors(result.error).customer_email ?? null);
      expect(emailProblem(email), email).toBe(schemaSays);
    }
  });
});
