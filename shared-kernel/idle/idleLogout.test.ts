import { createBus, type IdleEvent, type ModalEvent, type ToastEvent } from '../bus';
import type { KernelConfig } from '../config';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '../domain/constants';
import { fakeJwt } from '../testing/jwt';
import { wireIdleLogout } from './idleLogout';
import { memoryStorage, STORAGE_KEYS as K } from '../session/storage';
import { createSession } from '../session/store';

const config: KernelConfig = { apiUrl: 'https://api.test', wsUrl: 'wss://api.test', apiKey: '', env: 'test', simulators: false };

function setup() {
  const bus = createBus();
  const local = memoryStorage();
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 204, headers: { get: () => null }, text: async () => '' });
  const session = createSession({ bus, config: () => config, local: () => local, tab: memoryStorage, fetch: () => fetchMock as unknown as typeof fetch });
  const toasts: ToastEvent[] = [];
  const modals: ModalEvent[] = [];
  bus.toast$.subscribe((t) => toasts.push(t));
  bus.modals$.subscribe((m) => modals.push(m));
  const login = () =>
    session.start(
      { access_token: fakeJwt({ exp: Math.floor(Date.now() / 1000) + 3600 }), refresh_token: 'r' },
      { security: { '1': { organizationName: 'R', permissions: [] } } },
    );
  return { bus, local, session, toasts, modals, login };
}

describe('idle logout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('after 20 idle minutes: logs out, closes modals, clears roster state, shows the timeout toast for 10 s', () => {
    const { session, toasts, modals, local, login, bus } = setup();
    const idle: string[] = [];
    bus.idle$.subscribe((e) => idle.push(e.type));
    const { stop } = wireIdleLogout({ bus, session });
    login();
    local.setItem(K.rosterColumns, '["name"]');
    local.setItem(K.rosterFilter, '{"q":"x"}');

    jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(session.accessToken).not.toBeNull();
    jest.advanceTimersByTime(1);

    expect(idle).toEqual(['warning', 'timeout']);
    expect(session.accessToken).toBeNull();
    expect(local.getItem(K.rosterColumns)).toBeNull();
    expect(local.getItem(K.rosterFilter)).toBeNull();
    expect(modals).toEqual([{ type: 'close-all' }]);
    expect(toasts).toEqual([{ header: 'Your session has timed out', message: 'Please login again', durationMs: 10_000, tone: 'primary' }]);
    stop();
  });

  it('warns a minute before the timeout, then times out if nothing happens', () => {
    const { session, login, bus } = setup();
    const idle: IdleEvent[] = [];
    bus.idle$.subscribe((e) => idle.push(e));
    const { stop } = wireIdleLogout({ bus, session });
    login();

    jest.advanceTimersByTime(IDLE_TIMEOUT_MS - IDLE_WARNING_MS - 1);
    expect(idle).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(idle).toEqual([{ type: 'warning', remainingMs: IDLE_WARNING_MS }]);
    expect(session.accessToken).not.toBeNull();

    jest.advanceTimersByTime(IDLE_WARNING_MS);
    expect(idle.map((e) => e.type)).toEqual(['warning', 'timeout']);
    expect(session.accessToken).toBeNull();
    stop();
  });

  it("the warning's one action keeps the user signed in for a full idle period", () => {
    const { session, login, bus, toasts } = setup();
    const idle: string[] = [];
    bus.idle$.subscribe((e) => idle.push(e.type));
    const { stop, staySignedIn } = wireIdleLogout({ bus, session });
    login();
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 1_000);
    expect(idle).toEqual(['warning']);

    staySignedIn();
    expect(idle).toEqual(['warning', 'extended']);
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS - IDLE_WARNING_MS - 1);
    expect(session.accessToken).not.toBeNull();
    expect(toasts).toEqual([]);
    jest.advanceTimersByTime(IDLE_WARNING_MS + 1);
    expect(idle).toEqual(['warning', 'extended', 'warning', 'timeout']);
    expect(session.accessToken).toBeNull();
    stop();
  });

  it('activity keeps the user logged in', () => {
    const { session, login, bus } = setup();
    const { stop } = wireIdleLogout({ bus, session });
    login();
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 1000);
    window.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 1000);
    expect(session.accessToken).not.toBeNull();
    stop();
  });

  it('does not run while logged out, and resumes when the user logs in', () => {
    const { session, toasts, login, bus } = setup();
    const { stop } = wireIdleLogout({ bus, session });
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS * 2);
    expect(toasts).toEqual([]);
    login();
    session.logout();
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS * 2);
    expect(toasts).toEqual([]);
    stop();
  });

  it('starts at once when the page loads already logged in', () => {
    const { session, toasts, login, bus } = setup();
    login();
    const { stop } = wireIdleLogout({ bus, session });
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(toasts).toHaveLength(1);
    stop();
  });

  it('stops everything when the returned function is called', () => {
    const { session, toasts, login, bus } = setup();
    const { stop } = wireIdleLogout({ bus, session });
    login();
    stop();
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS * 2);
    expect(toasts).toEqual([]);
    expect(session.accessToken).not.toBeNull();
  });
});
