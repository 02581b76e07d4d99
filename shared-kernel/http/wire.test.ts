import { authCalls } from '../api/auth';
import { logCalls } from '../api/logs';
import type { KernelConfig } from '../config';
import { jsonResponse } from '../testing/response';
import { HttpError } from './error';
import { createWire, headersFor, payloadOf } from './wire';

const config: KernelConfig = { apiUrl: 'https://api.test', wsUrl: 'wss://api.test', apiKey: 'k-1', env: 'test', simulators: false };

describe('the one header policy', () => {
  it('sends nothing of the app or the user on a public call', () => {
    expect(headersFor('k-1', { auth: 'none', orgId: '7', healthRecord: true, idToken: 'id' })).toEqual({ Accept: 'application/json' });
  });

  it('sends the API key alone before there is a token (login)', () => {
    expect(headersFor('k-1', { auth: { bearer: null } }, 'application/json')).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', 'x-api-key': 'k-1' });
  });

  it('sends a bearer token, or none when there is no token', () => {
    expect(headersFor('k-1', { auth: { bearer: 't' } })).toEqual({ Accept: 'application/json', Authorization: 'Bearer t', 'x-api-key': 'k-1' });
    expect(headersFor('k-1', { auth: { bearer: null } })).toEqual({ Accept: 'application/json', 'x-api-key': 'k-1' });
  });

  it('sends a refresh token as `Authorization: Refresh …`', () => {
    expect(headersFor('k-1', { auth: { refresh: 'r1' } })).toMatchObject({ Authorization: 'Refresh r1', 'x-api-key': 'k-1' });
  });

  it('adds the organisation when given, the ID token on health-record calls, then the caller’s own headers', () => {
    const headers = headersFor('k-1', { auth: { bearer: 't' }, orgId: '', healthRecord: true, idToken: null, headers: { 'x-extra': '1' } });
    expect(headers).toMatchObject({ 'x-organization-id': '', 'x-id-token': '', 'x-extra': '1' });
  });
});

describe('payloadOf', () => {
  it('sends a form on form calls (empty when no body), JSON otherwise, raw bodies as they are', () => {
    expect(payloadOf({ grant_type: 'refresh_token' }, true)).toEqual({ body: 'grant_type=refresh_token', contentType: 'application/x-www-form-urlencoded' });
    expect(payloadOf(undefined, true)).toEqual({ body: '', contentType: 'application/x-www-form-urlencoded' });
    expect(payloadOf({ a: 1 })).toEqual({ body: '{"a":1}', contentType: 'application/json' });
    expect(payloadOf(undefined)).toEqual({});
    const form = new FormData();
    expect(payloadOf(form)).toEqual({ body: form });
  });

  it('refuses a JSON body over 6 MB with 413', () => {
    expect(() => payloadOf({ blob: 'x'.repeat(6 * 1024 * 1024) })).toThrow(HttpError);
  });
});

describe('wire.call', () => {
  it('takes method, path and body kind from the declaration, and keeps alive when asked', async () => {
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse(204, undefined));
    const wire = createWire({ config: () => config, fetch: () => fetchMock });
    await wire.call(authCalls.logout, {}, { auth: { refresh: 'r9' }, keepalive: true });
    await wire.call(logCalls.log, { params: { level: 'warn' }, body: { message: 'm' } }, { auth: { bearer: null } });
    const [[logoutUrl, logout], [logUrl, log]] = fetchMock.mock.calls;
    expect(logoutUrl).toBe('https://api.test/auth/logout');
    expect(logout).toMatchObject({ method: 'POST', keepalive: true, body: '' });
    expect(logout.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(logUrl).toBe('https://api.test/log/warn');
    expect(log.keepalive).toBeUndefined();
    expect(log.headers['Content-Type']).toBe('application/json');
  });

  it("rejects a refusal with the server's message and Retry-After, and nothing more", async () => {
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse(429, { message: 'Slow down' }, { 'retry-after': '30' }));
    const wire = createWire({ config: () => config, fetch: () => fetchMock });
    await expect(wire.call(authCalls.login, { body: { username: 'a', password: 'b' } }, { auth: { bearer: null } })).rejects.toMatchObject({
      status: 429,
      message: 'Slow down',
      retryAfterSeconds: 30,
      handled: false,
    });
  });
});
