import type { ToastEvent } from '@hearth/shared-kernel/bus';

/** The buffer holds module state: each test gets fresh copies of it and of the kernel bus. */
function freshModules() {
  let mods!: { bus: typeof import('@hearth/shared-kernel/bus').bus; buffer: typeof import('./toastBuffer') };
  jest.isolateModules(() => {
    mods = { bus: require('@hearth/shared-kernel/bus').bus, buffer: require('./toastBuffer') };
  });
  return mods;
}

const toast = (header: string): ToastEvent => ({ header, message: 'm' });

describe('toastBuffer', () => {
  it('asks for the outlet when the first toast arrives', () => {
    const { bus, buffer } = freshModules();
    const listener = jest.fn();
    buffer.onToastsRequested(listener);
    expect(buffer.toastsRequested()).toBe(false);
    bus.toast$.next(toast('Your session has timed out'));
    expect(buffer.toastsRequested()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hands kept toasts to the outlet first, then live ones, none twice', () => {
    const { bus, buffer } = freshModules();
    bus.toast$.next(toast('one'));
    bus.toast$.next(toast('two'));
    const seen: string[] = [];
    buffer.bufferedToasts$.subscribe((t) => seen.push(t.header));
    bus.toast$.next(toast('three'));
    expect(seen).toEqual(['one', 'two', 'three']);
    const late: string[] = [];
    buffer.bufferedToasts$.subscribe((t) => late.push(t.header));
    bus.toast$.next(toast('four'));
    expect(late).toEqual(['four']);
  });
});
