import { createBus } from '../bus';
import type { AppConfig } from '../domain/entities';
import { wireConfigSync } from './configSync';

const cfg = (n: number): AppConfig => ({ flags: { upToDateEnabled: n % 2 === 1 } as AppConfig['flags'], bypassUserList: [`user${n}@x.org`] });
const flush = () => Promise.resolve().then(() => Promise.resolve());
/** A bus with the sync wired to it over this fetcher; `stop` unwires it. */
const wired = (fetcher: () => Promise<AppConfig>, loggedIn: boolean, onFailure?: (error: unknown) => void) => {
  const bus = createBus();
  return { bus, stop: wireConfigSync({ bus, fetcher, isLoggedIn: () => loggedIn, onFailure }) };
};
/** Lets `ms` pass, then the answers that were due land. */
const pass = async (ms: number) => {
  jest.advanceTimersByTime(ms);
  await flush();
};

describe('config sync', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fetches 500 ms after login, then every 5 minutes, publishing on config$', async () => {
    let n = 0;
    const fetcher = jest.fn(async () => cfg(++n));
    const { bus, stop } = wired(fetcher, false);
    bus.session$.next({ type: 'login', orgIds: ['1'] });
    jest.advanceTimersByTime(499);
    expect(fetcher).not.toHaveBeenCalled();
    await pass(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(bus.config$.value).toEqual(cfg(1));
    jest.advanceTimersByTime(300_000 - 1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(bus.config$.value).toEqual(cfg(2));
    stop();
  });

  it('keeps the stale configuration and reports a failure', async () => {
    const onFailure = jest.fn();
    const fetcher = jest.fn<Promise<AppConfig>, []>().mockResolvedValueOnce(cfg(1)).mockRejectedValueOnce(new Error('503'));
    const { bus, stop } = wired(fetcher, true, onFailure);
    await pass(500);
    await pass(300_000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(onFailure).toHaveBeenCalledWith(new Error('503'));
    expect(bus.config$.value).toEqual(cfg(1));
    stop();
  });

  it('clears the configuration and stops fetching at logout', async () => {
    const fetcher = jest.fn(async () => cfg(1));
    const { bus, stop } = wired(fetcher, true);
    await pass(500);
    expect(bus.config$.value).not.toBeNull();
    bus.session$.next({ type: 'logout', reason: 'user' });
    expect(bus.config$.value).toBeNull();
    await pass(3_600_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    stop();
  });

  it('drops an answer that lands after logout', async () => {
    let resolve!: (c: AppConfig) => void;
    const fetcher = jest.fn(() => new Promise<AppConfig>((r) => (resolve = r)));
    const { bus, stop } = wired(fetcher, true);
    jest.advanceTimersByTime(500);
    bus.session$.next({ type: 'logout', reason: 'idle' });
    resolve(cfg(1));
    await flush();
    expect(bus.config$.value).toBeNull();
    stop();
  });

  it('does nothing before login and restarts the cycle on a new login', async () => {
    const fetcher = jest.fn(async () => cfg(1));
    const { bus, stop } = wired(fetcher, false);
    jest.advanceTimersByTime(600_000);
    expect(fetcher).not.toHaveBeenCalled();
    bus.session$.next({ type: 'login', orgIds: [] });
    jest.advanceTimersByTime(200);
    bus.session$.next({ type: 'login', orgIds: [] });
    jest.advanceTimersByTime(499);
    expect(fetcher).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    stop();
  });
});
