// The booking page's and the quote request's labelled field, drawn plain with
// booking.css's classes.
import { useId, type ReactNode } from 'react';

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
