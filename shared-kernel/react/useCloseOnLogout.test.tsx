import { act, renderHook } from '@testing-library/react';
import { createBus } from '../bus';
import { useCloseOnLogout } from './useCloseOnLogout';

describe('useCloseOnLogout', () => {
  it('calls the latest close handler of an open modal when close-all comes', () => {
    const { modals$ } = createBus();
    const first = jest.fn();
    const latest = jest.fn();
    const { rerender } = renderHook(({ onClose }) => useCloseOnLogout(true, onClose, modals$), { initialProps: { onClose: first } });
    rerender({ onClose: latest });
    act(() => modals$.next({ type: 'close-all' }));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it('leaves a closed modal alone, and stops listening once unmounted', () => {
    const { modals$ } = createBus();
    const onClose = jest.fn();
    const { rerender, unmount } = renderHook(({ open }) => useCloseOnLogout(open, onClose, modals$), { initialProps: { open: false } });
    act(() => modals$.next({ type: 'close-all' }));
    expect(onClose).not.toHaveBeenCalled();
    rerender({ open: true });
    unmount();
    act(() => modals$.next({ type: 'close-all' }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
