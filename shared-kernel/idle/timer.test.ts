import { createIdleTimer } from './timer';

describe('createIdleTimer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const MIN = 60_000;
  /** A started one-second timer and its timeout spy. */
  function started() {
    const onTimeout = jest.fn();
    const timer = createIdleTimer({ timeoutMs: 1_000, onTimeout });
    timer.start();
    return { onTimeout, timer };
  }

  it('times out after the idle period with no activity', () => {
    const onTimeout = jest.fn();
    const timer = createIdleTimer({ timeoutMs: 20 * MIN, onTimeout });
    timer.start();
    jest.advanceTimersByTime(20 * MIN - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(timer.running).toBe(false);
  });

  it.each(['pointerdown', 'pointermove', 'keydown', 'scroll', 'wheel', 'touchstart', 'visibilitychange'])('%s activity pushes the deadline back', (type) => {
    const onTimeout = jest.fn();
    const timer = createIdleTimer({ timeoutMs: 20 * MIN, onTimeout });
    timer.start();
    jest.advanceTimersByTime(15 * MIN);
    window.dispatchEvent(new Event(type));
    jest.advanceTimersByTime(15 * MIN);
    expect(onTimeout).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5 * MIN);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('hears activity on elements (capture), e.g. a scrolled panel', () => {
    const onTimeout = jest.fn();
    const panel = document.createElement('div');
    document.body.appendChild(panel);
    const timer = createIdleTimer({ timeoutMs: 10_000, onTimeout });
    timer.start();
    jest.advanceTimersByTime(9_000);
    panel.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(9_000);
    expect(onTimeout).not.toHaveBeenCalled();
    timer.stop();
    panel.remove();
  });

  it('times out on activity that arrives after the deadline (waking from sleep)', () => {
    const onTimeout = jest.fn();
    const timer = createIdleTimer({ timeoutMs: 10_000, onTimeout });
    timer.start();
    // The clock jumps without timers firing, as when a laptop sleeps.
    jest.setSystemTime(Date.now() + 60_000);
    window.dispatchEvent(new Event('visibilitychange'));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('warns before timing out and re-arms the warning after activity', () => {
    const onTimeout = jest.fn();
    const onWarning = jest.fn();
    const timer = createIdleTimer({ timeoutMs: 10_000, warningMs: 2_000, onTimeout, onWarning });
    timer.start();
    expect(timer.warned).toBe(false);
    jest.advanceTimersByTime(8_000);
    expect(onWarning).toHaveBeenCalledWith(2_000);
    expect(timer.warned).toBe(true);
    timer.reset();
    expect(timer.warned).toBe(false);
    jest.advanceTimersByTime(7_999);
    expect(onWarning).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(2_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    // Timed out: stopped, so no warning holds any more.
    expect(timer.warned).toBe(false);
  });

  it('reports the extension when activity follows a warning, and only then', () => {
    const onExtended = jest.fn();
    const onTimeout = jest.fn();
    const timer = createIdleTimer({ timeoutMs: 10_000, warningMs: 2_000, onTimeout, onWarning: jest.fn(), onExtended });
    timer.start();
    window.dispatchEvent(new Event('keydown'));
    expect(onExtended).not.toHaveBeenCalled();
    jest.advanceTimersByTime(8_000);
    window.dispatchEvent(new Event('pointerdown'));
    expect(onExtended).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(9_999);
    expect(onTimeout).not.toHaveBeenCalled();
    timer.stop();
  });

  it('stops listening and never fires once stopped', () => {
    const { onTimeout, timer } = started();
    timer.stop();
    jest.advanceTimersByTime(5_000);
    window.dispatchEvent(new Event('keydown'));
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('keeps a single schedule when started twice', () => {
    const { onTimeout, timer } = started();
    timer.start();
    jest.advanceTimersByTime(1_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
