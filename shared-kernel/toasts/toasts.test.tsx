import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '../bus';
import { ToastOutlet } from './ToastOutlet';
import { createToastStore } from './toastStore';

describe('ToastOutlet', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows header and message in primary colour for 5 s by default', () => {
    render(<ToastOutlet />);
    act(() => bus.toast$.next({ header: 'Submitted form', message: 'All good' }));
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Submitted form');
    expect(toast.textContent).toContain('All good');
    expect(toast.className).toContain('hearth-toast--primary');
    act(() => jest.advanceTimersByTime(4_999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('honours the duration and tone, and can be dismissed', () => {
    render(<ToastOutlet />);
    act(() => bus.toast$.next({ header: 'Your session has timed out', message: 'Please login again', durationMs: 10_000, tone: 'error' }));
    expect(screen.getByRole('status').className).toContain('hearth-toast--error');
    act(() => jest.advanceTimersByTime(9_999));
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Your session has timed out' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a toast published before the outlet mounts', () => {
    const store = createToastStore(bus.toast$);
    act(() => bus.toast$.next({ header: 'There was a problem', message: 'Please login again', durationMs: 10_000 }));
    render(<ToastOutlet store={store} />);
    expect(screen.getByRole('status').textContent).toContain('There was a problem');
    act(() => store.stop());
  });

  it('keeps at most five toasts, dropping the oldest', () => {
    const store = createToastStore(bus.toast$, 5);
    for (let i = 1; i <= 6; i += 1) bus.toast$.next({ header: `t${i}`, message: '' });
    expect(store.getSnapshot().map((t) => t.header)).toEqual(['t2', 't3', 't4', 't5', 't6']);
    store.stop();
  });
});
