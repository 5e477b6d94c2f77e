// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@/testing/dom';
import { createToaster } from '@/lib/toaster';
import { Toaster } from './toaster-view';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the toaster', () => {
  it('keeps toasts created before its view mounts and shows them, newest last', () => {
    const toaster = createToaster();
    toaster.create({ type: 'success', title: 'Interior Detailing selected!', description: 'Complete your booking details below.' });
    toaster.create({ type: 'error', title: 'Failed to update booking status' });
    render(<Toaster toaster={toaster} />);
    const shown = screen.getAllByRole('status');
    expect(shown.map((t) => t.textContent)).toEqual(['Interior Detailing selected!Complete your booking details below.', 'Failed to update booking status']);
    expect(shown.map((t) => t.dataset.type)).toEqual(['success', 'error']);
    // In the body itself, where a modal dialog's aria-hidden does not reach a live region.
    expect(screen.getByRole('region', { name: 'Notifications' }).parentElement).toBe(document.body);
  });

  it('replaces a toast created again with the same id, and dismisses by id', () => {
    const toaster = createToaster();
    render(<Toaster toaster={toaster} />);
    act(() => void toaster.create({ id: 'pwa-update', title: 'A new version is available', duration: Infinity }));
    act(() => void toaster.create({ id: 'pwa-update', title: 'A new version is available', duration: Infinity }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => toaster.dismiss('pwa-update'));
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  });

  it('goes after its duration (success 2 s by default), waits while a pointer moved onto it, stays when Infinity', () => {
    vi.useFakeTimers();
    const toaster = createToaster();
    render(<Toaster toaster={toaster} />);
    act(() => void toaster.create({ type: 'success', title: 'Signed in successfully' }));
    act(() => void toaster.create({ title: 'Held', duration: 3000 }));
    act(() => void toaster.create({ title: 'Stays', duration: Infinity }));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Signed in successfully')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2));
    expect(screen.queryByText('Signed in successfully')).toBeNull();

    // A pointer resting where the toast appeared enters it without moving: that does not hold it.
    const held = screen.getByText('Held').closest('[role="status"]')!;
    fireEvent.pointerEnter(held);
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerMove(held);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Held')).toBeTruthy();
    fireEvent.pointerLeave(screen.getByText('Held').closest('[role="status"]')!);
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Held')).toBeNull();
    expect(screen.getByText('Stays')).toBeTruthy();

    act(() => void toaster.create({ title: 'Under a resting pointer', duration: 1000 }));
    fireEvent.pointerEnter(screen.getByText('Under a resting pointer').closest('[role="status"]')!);
    act(() => vi.advanceTimersByTime(1001));
    expect(screen.queryByText('Under a resting pointer')).toBeNull();
  });

  it('runs its action and goes, and a closable one closes', () => {
    const toaster = createToaster();
    const reload = vi.fn();
    render(<Toaster toaster={toaster} />);
    act(() => void toaster.create({ title: 'A new version is available', duration: Infinity, closable: true, action: { label: 'Reload', onClick: reload } }));
    act(() => void toaster.create({ title: 'Install', duration: Infinity, closable: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.queryByText('A new version is available')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  });
});
