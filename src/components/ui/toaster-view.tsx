// The toasts of `toaster` (toaster.tsx) as plain elements (site-chrome.css), at
// the bottom end of the screen. Mounted once per page, shown in the body. Each toast is a polite
// status; it stays while a pointer moved onto it or focus is on it or the page is hidden,
// and goes after its duration.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { toaster as appToaster, type Toast, type Toaster as ToasterStore } from '@/lib/toaster';

const NO_TOASTS: readonly Toast[] = [];
const noChange = () => () => undefined;
const bodyElement = () => document.body;
const noBody = () => null;

export function Toaster({ toaster = appToaster }: { toaster?: ToasterStore }) {
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.current, () => NO_TOASTS);
  // Once mounted, the region moves to the end of the body. A modal dialog hides
  // everything outside itself from screen readers (aria-hidden), except live
  // regions that are children of the body: there a toast about the dialog's own
  // action ("Blocked time added") is still read while the dialog is open.
  // Prerendered and hydrated in place, as the server wrote it.
  const host = useSyncExternalStore(noChange, bodyElement, noBody);
  const region = (
    <div className="toasts" role="region" aria-label="Notifications" aria-live="polite">
      {toasts.map((t) => (
        <ToastView key={t.id} toast={t} onDismiss={() => toaster.dismiss(t.id)} />
      ))}
    </div>
  );
  return host ? createPortal(region, host) : region;
}

function ToastIcon({ type }: { type: Toast['type'] }) {
  if (type === 'loading') return <span className="spinner" aria-hidden="true" />;
  const d = type === 'success' ? 'M20 6 9 17l-5-5' : type === 'info' ? 'M12 16v-4M12 8h.01' : 'M12 8v4M12 16h.01';
  return (
    <svg className="toast-indicator" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {type !== 'success' && <circle cx="12" cy="12" r="10" />}
      <path d={d} />
    </svg>
  );
}

function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const [held, setHeld] = useState(false);
  const [hidden, setHidden] = useState(false);
  // Time left survives a pause (hover, focus, hidden page) and a replaced toast keeps its own.
  const left = useRef(toast.duration);
  useEffect(() => {
    left.current = toast.duration;
  }, [toast]);
  useEffect(() => {
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  useEffect(() => {
    if (held || hidden || !Number.isFinite(left.current)) return;
    const started = Date.now();
    const timer = setTimeout(onDismiss, left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [held, hidden, toast, onDismiss]);
  return (
    <div
      className="toast"
      role="status"
      aria-atomic="true"
      data-type={toast.type}
      // Held by a pointer that moves onto it, not by one resting where the toast
      // appeared (the browser reports that as entering too): a mouse left on the
      // button that made the toast would otherwise keep it until it moved away.
      onPointerMove={() => {
        if (!held) setHeld(true);
      }}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <ToastIcon type={toast.type} />
      <div className="toast-text">
        {toast.title && <div className="toast-title">{toast.title}</div>}
        {toast.description && <div className="toast-description">{toast.description}</div>}
      </div>
      {toast.action && (
        <button
          type="button"
          className="toast-action"
          onClick={() => {
            toast.action!.onClick();
            onDismiss();
          }}
        >
          {toast.action.label}
        </button>
      )}
      {toast.closable && (
        <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={onDismiss}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M18 6 6 18M6 6l12 12" />
          </svg>
        </button>
      )}
    </div>
  );
}
