// The booking form's field rules that the wizard needs before anything is
// sent: limits, the honeypot's name, the required-fields message and the
// e-mail check as the visitor types. Without the schema library, so the
// booking page's first load stays small; booking-schema.ts builds the
// callable's schema from the same values, and its tests hold the two together.

/** The honeypot field's name: plausible to a bot, matched by no browser autofill. */
export const HONEYPOT_FIELD = 'website';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

export const FIELD_LIMITS = {
  customer_name: 100,
  customer_email: 254,
  customer_phone: 30,
  vehicle_make: 50,
  vehicle_model: 50,
  service_street: 200,
  comments: 1000,
} as const;

export const INVALID_EMAIL_MESSAGE = 'Enter a valid e-mail address';

/** The e-mail pattern the schema library's email check uses (zod 4's default). */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** What is wrong with a typed e-mail address (null when nothing is, or when it is empty: the required rule says that). */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (email === '') return null;
  if (email.length > FIELD_LIMITS.customer_email) return `E-mail must be at most ${FIELD_LIMITS.customer_email} characters`;
  return EMAIL_PATTERN.test(email) ? null : INVALID_EMAIL_MESSAGE;
}
