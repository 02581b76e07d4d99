import { pathOf } from '../api/call';
import { logCalls } from '../api/logs';
import { createBus, type SessionEvent } from '../bus';
import type { KernelConfig } from '../config';
import { memoryStorage } from '../session/storage';
import { createSession } from '../session/store';
import { fakeJwt } from '../testing/jwt';
import { jsonResponse } from '../testing/response';
import { createHttpClient } from './client';
import { createLogger } from './logger';
import { headersFor } from './wire';

const base: KernelConfig = { apiUrl: 'https://api.test', wsUrl: 'wss://api.test', apiKey: 'k', env: 'development', simulators: false };
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig';

function consoleSpy() {
  return { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
}

describe('logger', () => {
  it('writes to the console outside production, never posting', () => {
    const out = consoleSpy();
    const fetchMock = jest.fn();
    const logger = createLogger({ config: () => base, console: out, fetch: () => fetchMock });
    logger.warn('User tried to access not permitted route', { path: '/x' });
    logger.info('plain');
    expect(out.warn).toHaveBeenCalledWith('User tried to access not permitted route', { path: '/x' });
    expect(out.info).toHaveBeenCalledWith('plain');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts to {api}/log/{level} in production, with the bearer when logged in', () => {
    const out = consoleSpy();
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    const logger = createLogger({ config: () => ({ ...base, env: 'production' }), console: out, fetch: () => fetchMock, accessToken: () => 'tok' });
    logger.error('boom', { step: 2 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://api.test/log/error');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe('Bearer tok');
    expect(JSON.parse(init.body)).toMatchObject({ message: 'boom', context: { step: 2 } });
    expect(out.error).not.toHaveBeenCalled();
  });

  it('never logs tokens', () => {
    const out = consoleSpy();
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    createLogger({ config: () => base, console: out }).error(`failed with ${jwt}`, {
      accessToken: 'secret-a',
      nested: { Authorization: 'Bearer abc', url: '/live?token=abc&x=1', note: `Refresh ${jwt}` },
    });
    const logged = JSON.stringify(out.error.mock.calls[0]);
    expect(logged).not.toContain(jwt);
    expect(logged).not.toContain('secret-a');
    expect(logged).not.toContain('token=abc');
    expect(logged).not.toContain('Bearer abc');
    expect(logged).toContain('x=1');

    createLogger({ config: () => ({ ...base, env: 'production' }), fetch: () => fetchMock }).info(`t=${jwt}`, { password: 'hunter2' });
    const sent = fetchMock.mock.calls[0][1].body as string;
    expect(sent).not.toContain(jwt);
    expect(sent).not.toContain('hunter2');
  });

  it('never logs secure-chat links, article ids, bare refresh tokens or percent-encoded token keys', () => {
    const out = consoleSpy();
    const refresh = 'k3Jd9_xPq-2LmZ8vT4nB7wYc1RfG5hA0sUeDiO6jNqV';
    const link = 'Lk8_secure-chat-link';
    createLogger({ config: () => base, console: out }).error(`opened /patient?link=${link} then /article/${link}/7`, {
      refresh,
      url: `/live?%74oken=${link}`,
      goto: `/login?goto=%2Fpatient%3Flink%3D${link}`,
      '%74oken': link,
    });
    const logged = JSON.stringify(out.error.mock.calls[0]);
    expect(logged).not.toContain(refresh);
    expect(logged).not.toContain(link);
    expect(logged).toContain('/article/[redacted]/7');
  });

  it('swallows a failing log endpoint and an unconfigured kernel', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new Error('offline'));
    const logger = createLogger({ config: () => ({ ...base, env: 'production' }), fetch: () => fetchMock });
    expect(() => logger.warn('x')).not.toThrow();
    const out = consoleSpy();
    const unconfigured = createLogger({
      config: () => {
        throw new Error('not configured');
      },
      console: out,
    });
    unconfigured.info('early');
    expect(out.info).toHaveBeenCalledWith('early');
  });

  it('posts through the declared log call and the one header policy, kept alive past the page', () => {
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse(204, undefined));
    createLogger({ config: () => ({ ...base, env: 'production' }), fetch: () => fetchMock, accessToken: () => 'tok' }).warn('w');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`${base.apiUrl}${pathOf(logCalls.log.path, { level: 'warn' })}`);
    expect(init).toMatchObject({ method: logCalls.log.method, keepalive: true });
    expect(init.headers).toEqual(headersFor(base.apiKey, { auth: { bearer: 'tok' } }, 'application/json'));
  });

  it('never logs anyone out: a refused log leaves the session and the client alone', async () => {
    const prod = { ...base, env: 'production' as const };
    const bus = createBus();
    const events: SessionEvent[] = [];
    bus.session$.subscribe((e) => events.push(e));
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse(401, { message: 'expired' }));
    const local = memoryStorage();
    const tab = memoryStorage();
    const session = createSession({ bus, config: () => prod, fetch: () => fetchMock, local: () => local, tab: () => tab });
    createHttpClient({ bus, session, config: () => prod, fetch: () => fetchMock });
    session.setTokens({ access_token: fakeJwt({ exp: Math.floor(Date.now() / 1000) + 3600 }), refresh_token: 'r1' });
    createLogger({ config: () => prod, fetch: () => fetchMock, accessToken: () => session.accessToken }).error('boom');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(session.isLoggedIn()).toBe(true);
    expect(events).toEqual([]);
  });
});
