// The booking page's and the quote request's labelled field, drawn plain with
// booking.css's classes, and the bot trap both forms carry.
import { useId, type ReactNode } from 'react';
import { HONEYPOT_FIELD } from '@/domain/booking/booking-fields';

/**
 * A labelled field (Chakra's Field, drawn plain): the label names the control,
 * and its error or help is described to it. Text fields are 44 px tall: a
 * thumb's target on a phone.
 */
export function Field({ label, required, error, help, children }: { label: string; required?: boolean; error?: string; help?: ReactNode; children: (ids: { id: string; describedBy: string | undefined }) => ReactNode }) {
  const id = useId();
  const describedBy = [error && `${id}-error`, help && `${id}-help`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="bw-field">
      <label className="bw-label" htmlFor={id}>
        {label}
        {required && (
          <span className="bw-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id, describedBy })}
      {error && (
        <div id={`${id}-error`} className="bw-error-text">
          {error}
        </div>
      )}
      {help && (
        <div id={`${id}-help`} className="bw-helper bw-gray700">
          {help}
        </div>
      )}
    </div>
  );
}

/** The bot trap: off-screen, out of the tab order and the accessibility tree; only bots fill it. */
export function Honeypot() {
  return (
    <div className="bw-honeypot" aria-hidden="true">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** What the form's bot trap holds ('' from a person). */
export function honeypotValue(form: HTMLFormElement): string {
  return String(new FormData(form).get(HONEYPOT_FIELD) ?? '');
}
