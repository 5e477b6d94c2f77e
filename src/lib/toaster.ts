// The app's one toaster: call toaster.create({...}) anywhere, toaster.dismiss(id)
// to take one away. The store is all this module holds (no Chakra: the public
// pages show toasts too, and carry no Chakra); the view (<Toaster/>,
// toaster-view.tsx) is mounted once the page is idle, so it stays out of the
// first load. Toasts created before it mounts show when it does.
// The same options as Chakra's toaster had: a type, a title and description, a
// duration (by type, as Chakra's: success 2 s, loading until dismissed, the rest
// 5 s), a close button and one action.

export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'loading';

export interface ToastOptions {
  id?: string;
  type?: ToastType;
  title?: string;
  description?: string;
  /** Milliseconds on screen; Infinity until dismissed. */
  duration?: number;
  closable?: boolean;
  action?: { label: string; onClick: () => void };
}

export interface Toast extends ToastOptions {
  id: string;
  type: ToastType;
  duration: number;
}

const DEFAULT_DURATION_MS: Record<ToastType, number> = { success: 2000, error: 5000, warning: 5000, info: 5000, loading: Infinity };

type Listener = (toasts: readonly Toast[]) => void;

export interface Toaster {
  create(options: ToastOptions): string;
  dismiss(id?: string): void;
  /** The toasts shown now, oldest first. */
  current(): readonly Toast[];
  subscribe(listener: Listener): () => void;
}

export function createToaster(): Toaster {
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of [...listeners]) listener(toasts);
  };
  return {
    create(options) {
      const type = options.type ?? 'info';
      const toast: Toast = { ...options, id: options.id ?? `toast-${++counter}`, type, duration: options.duration ?? DEFAULT_DURATION_MS[type] };
      // The same id again replaces the toast in place (as Chakra's did).
      toasts = toasts.some((t) => t.id === toast.id) ? toasts.map((t) => (t.id === toast.id ? toast : t)) : [...toasts, toast];
      emit();
      return toast.id;
    },
    dismiss(id) {
      const left = id === undefined ? [] : toasts.filter((t) => t.id !== id);
      if (left.length === toasts.length) return;
      toasts = left;
      emit();
    },
    current: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toaster = createToaster();
