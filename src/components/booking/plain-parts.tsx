// The booking wizard's and the date/time picker's small parts as plain
// elements with booking.css's classes (Chakra's look, without its
// components or Emotion in the booking page's first load).
import type { ComponentProps, ReactNode, Ref } from 'react';

type ButtonProps = ComponentProps<'button'> & {
  variant?: 'solid' | 'outline' | 'ghost';
  /** Blue, as the wizard's choices and actions; gray (the default palette) for Back. */
  blue?: boolean;
  /** lg (the wizard's), md, or sm. */
  size?: 'sm' | 'md' | 'lg';
  /** Waiting for an answer: a spinner over the label (kept for its width), and not pressable again. */
  loading?: boolean;
};

export function PlainButton({ variant = 'solid', blue = false, size = 'lg', loading = false, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  const classes = ['plain-btn', `plain-btn-${variant}`, blue && 'plain-btn-blue', size !== 'md' && `plain-btn-${size}`, className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || loading} data-loading={loading ? '' : undefined} {...rest}>
      {loading ? (
        <>
          <span className="bw-spinner bw-spinner-sm" aria-hidden="true" />
          <span className="bw-btn-label">{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}

export function Spinner({ small = false }: { small?: boolean }) {
  return <span className={small ? 'bw-spinner bw-spinner-sm' : 'bw-spinner'} />;
}

/** An error said above a step or beside the times (Chakra's error alert). */
export function ErrorAlert({ children, ref, className, ...rest }: { children: ReactNode; ref?: Ref<HTMLDivElement>; className?: string } & Omit<ComponentProps<'div'>, 'ref'>) {
  return (
    <div ref={ref} role="alert" className={className ? `bw-alert ${className}` : 'bw-alert'} {...rest}>
      <span className="bw-alert-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" strokeWidth="0">
          <path d="M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z" />
        </svg>
      </span>
      <div className="bw-alert-title">{children}</div>
    </div>
  );
}

/** A select with the chevron beside its text (Chakra's native select, size lg). */
export function SelectBox(props: ComponentProps<'select'>) {
  return (
    <div className="bw-select">
      <select className="bw-input" {...props} />
      <span className="bw-select-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </span>
    </div>
  );
}
