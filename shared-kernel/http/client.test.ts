import { createBus, type SessionEvent, type ToastEvent } from '../bus';
import type { KernelConfig } from '../config';
import { memoryStorage } from '../session/storage';
import { createSession } from '../session/store';
import { fakeJwt } from '../testing/jwt';
import { jsonResponse, textResponse } from '../testing/response';
import { call, inOrg, PATIENT, PUBLIC, type Call } from '../api';
import { buildUrl, createHttpClient, PREFETCH_FRESH_MS, type HttpClient } from './client';
import { HttpError } from './error';

const config: KernelConfig = { apiUrl: 'https://api.test', wsUrl: 'wss://api.test', apiKey: 'k-1', env: 'test', simulators: false };
const future = () => Math.floor(Date.now() / 1000) + 3600;

function setup(options: { loggedIn?: boolean; apiKey?: string; now?: () => number } = {}) {
  const bus = createBus();
  const fetchMock = jest.fn();
  const cfg = { ...config, apiKey: options.apiKey ?? config.apiKey };
  const session = createSession({ bus, config: () => cfg, fetch: () => fetchMock, local: memoryStorageOnce(), tab: memoryStorageOnce() });
  const http = createHttpClient({ bus, session, config: () => cfg, fetch: () => fetchMock, now: options.now });
  const toasts: ToastEvent[] = [];
  const events: SessionEvent[] = [];
  bus.toast$.subscribe((t) => toasts.push(t));
  bus.session$.subscribe((e) => events.push(e));
  if (options.loggedIn !== false) {
    session.start(
      { access_token: fakeJwt({ exp: future() }), refresh_token: 'r1', id_token: 'id-1' },
      { security: { '7': { organizationName: 'Riverside', permissions: [] } } },
    );
  }
  return { bus, fetchMock, session, http, toasts, events };
}

function memoryStorageOnce() {
  const s = memoryStorage();
  return () => s;
}

describe('http client headers', () => {
  it('a call made as the session ends (close-all at logout) leaves at once, with that session and keepalive', () => {
    const { http, fetchMock, session, bus } = setup();
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    bus.modals$.subscribe(() => void http.put('cde/request/r1/clear', { keepalive: true, errorPolicy: 'caller' }));
    session.logout('user');
    // Sent synchronously, before the refresh family is revoked and the tokens are cleared.
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://api.test/cde/request/r1/clear');
    expect(init).toMatchObject({ method: 'PUT', keepalive: true });
    expect(init.headers.Authorization).toMatch(/^Bearer /);
    expect(init.headers['x-organization-id']).toBe('7');
  });

  it('sends a public call with no credentials at all (a simple request: no CORS preflight)', async () => {
    const { http, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse(200, { status: '200' }));
    await http.get('enrollment/abc', { anonymous: true });
    expect(fetchMock.mock.calls[0][1].headers).toEqual({ Accept: 'application/json' });
  });

  it("speaks for a patient with their secure-chat token when there is no professional session", async () => {
    const { http, fetchMock, session } = setup({ loggedIn: false });
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await http.get('patient/messages');
    expect(fetchMock.mock.calls[0][1].headers).not.toHaveProperty('Authorization');
    session.setZeusToken('zeus-1');
    await http.get('patient/messages');
    expect(fetchMock.mock.calls[1][1].headers.Authorization).toBe('Bearer zeus-1');
  });

  it('sends bearer, API key and organisation id; no id token by default', async () => {
    const { http, fetchMock, session } = setup();
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: 1 }));
    await expect(http.get('task', { query: { verbose: true, incompleteAndRecent: 8 } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://api.test/task?verbose=true&incompleteAndRecent=8');
    expect(init.method).toBe('GET');
    expect(init.headers.Authorization).toBe(`Bearer ${session.accessToken}`);
    expect(init.headers['x-api-key']).toBe('k-1');
    expect(init.headers['x-organization-id']).toBe('7');
    expect(init.headers).not.toHaveProperty('x-id-token');
  });

  it('sends an empty API key header when none is configured', async () => {
    const { http, fetchMock } = setup({ apiKey: '' });
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await http.get('/x');
    expect(fetchMock.mock.calls[0][1].headers['x-api-key']).toBe('');
  });

  it('adds the ID token on health-record calls', async () => {
    const { http, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await http.get('MeasureReport/5', { healthRecord: true });
    expect(fetchMock.mock.calls[0][1].headers['x-id-token']).toBe('id-1');
  });

  it('sends JSON bodies with PUT, POST and PATCH, and DELETE without one', async () => {
    const { http, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse(204, undefined));
    await expect(http.post('cde/request/', { body: { gapId: 'g' } })).resolves.toBeUndefined();
    await http.put('cde/request/1/approve', { body: { reason: 'ok' } });
    await http.del('cde/attachment/1');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', body: '{"gapId":"g"}' });
    expect(fetchMock.mock.calls[0][1].headers['Content-Type']).toBe('application/json');
    expect(fetchMock.mock.calls[1][1]).toMatchObject({ method: 'PUT', body: '{"reason":"ok"}' });
    expect(fetchMock.mock.calls[2][1]).toMatchObject({ method: 'DELETE', body: undefined });
  });

  it('passes FormData through untouched (multipart upload sets its own type)', async () => {
    const { http, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse(200, { url: 'u' }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.pdf');
    await http.post('cde/attachment/', { body: form });
    const init = fetchMock.mock.calls[0][1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });
});

describe('token refresh before a call', () => {
  it('refreshes an access token within the 30 s margin, then calls with the new one', async () => {
    jest.useFakeTimers({ now: Date.UTC(2030, 0, 1) });
    try {
      const { http, fetchMock, session } = setup({ loggedIn: false });
      const soon = Math.floor(Date.now() / 1000) + 20; // inside the margin
      session.start({ access_token: fakeJwt({ exp: soon }), refresh_token: 'r1' }, { security: { '1': { organizationName: 'R', permissions: [] } } });
      const fresh = fakeJwt({ exp: soon + 3600 });
      fetchMock.mockResolvedValueOnce(jsonResponse(200, { access_token: fresh })).mockResolvedValueOnce(jsonResponse(200, []));
      await http.get('organization/metrics');
      expect(fetchMock.mock.calls[0][0]).toBe('https://api.test/auth/refresh');
      expect(fetchMock.mock.calls[1][1].headers.Authorization).toBe(`Bearer ${fresh}`);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not refresh a token outside the margin', async () => {
    jest.useFakeTimers({ now: Date.UTC(2030, 0, 1) });
    try {
      const { http, fetchMock, session } = setup({ loggedIn: false });
      session.start({ access_token: fakeJwt({ exp: Math.floor(Date.now() / 1000) + 31 }), refresh_token: 'r1' }, { security: {} });
      fetchMock.mockResolvedValue(jsonResponse(200, []));
      await http.get('x');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('treats a refused refresh as an auth error: toast, logout, rejection', async () => {
    const { http, fetchMock, session, toasts } = setup({ loggedIn: false });
    session.start({ access_token: fakeJwt({ exp: 1 }), refresh_token: 'r1' }, { security: {} });
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'revoked' })).mockResolvedValue(jsonResponse(204, undefined));
    await expect(http.get('x')).rejects.toMatchObject({ status: 401, handled: true });
    expect(toasts).toEqual([{ header: 'There was a problem', message: 'Please login again', durationMs: 10_000, tone: 'error' }]);
    expect(session.accessToken).toBeNull();
    expect(fetchMock.mock.calls.map((c) => c[0])).not.toContain('https://api.test/x');
  });

  it('does not log out a second time when the session ended while the refresh was under way (idle timeout)', async () => {
    const { http, fetchMock, session, toasts, events } = setup({ loggedIn: false });
    session.start({ access_token: fakeJwt({ exp: 1 }), refresh_token: 'r1' }, { security: {} });
    let answer: (res: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve))).mockResolvedValue(jsonResponse(204, undefined));
    const call = http.get('x');
    await Promise.resolve();
    session.logout('idle');
    answer(jsonResponse(200, { access_token: fakeJwt({ exp: future() }) }));
    await expect(call).rejects.toMatchObject({ status: 401, handled: true });
    expect(events.filter((e) => e.type === 'logout')).toEqual([{ type: 'logout', reason: 'idle' }]);
    expect(toasts).toEqual([]);
  });

  it('does not log out a second time when a call made before an idle logout comes back refused', async () => {
    const { http, fetchMock, session, toasts, events } = setup();
    let answer: (res: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve))).mockResolvedValue(jsonResponse(204, undefined));
    const call = http.get('x');
    await Promise.resolve();
    session.logout('idle');
    answer(jsonResponse(401, { message: 'expired' }));
    await expect(call).rejects.toMatchObject({ status: 401, handled: true });
    expect(events.filter((e) => e.type === 'logout')).toEqual([{ type: 'logout', reason: 'idle' }]);
    expect(toasts).toEqual([]);
  });

  it('passes a network failure during refresh to the caller without logging out', async () => {
    const { http, fetchMock, session, toasts } = setup({ loggedIn: false });
    session.start({ access_token: fakeJwt({ exp: 1 }), refresh_token: 'r1' }, { security: {} });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(http.get('x')).rejects.toThrow('Failed to fetch');
    expect(toasts).toEqual([]);
    expect(session.refreshToken).toBe('r1');
  });
});

describe('6 MB guard', () => {
  it('rejects a body over 6 MB serialised with 413 naming its size, sending nothing', async () => {
    const { http, fetchMock } = setup();
    const body = { blob: 'x'.repeat(6 * 1024 * 1024) };
    const bytes = JSON.stringify(body).length;
    const err = await http.post('cde/request/', { body }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 413, message: `This request cannot be saved because it exceeds the 6 MB limit (${bytes} bytes)` });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets exactly 6 MB through', async () => {
    const { http, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await http.post('x', { body: 'y'.repeat(6 * 1024 * 1024) });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('error policy', () => {
  it.each([400, 401, 403])('status %i: toast for 10 s, logout, and the caller still sees the error', async (status) => {
    const { http, fetchMock, toasts, events, session } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(status, { message: 'nope' })).mockResolvedValue(jsonResponse(204, undefined));
    await expect(http.get('x')).rejects.toMatchObject({ status, message: 'nope', handled: true });
    expect(toasts).toEqual([{ header: 'There was a problem', message: 'Please login again', durationMs: 10_000, tone: 'error' }]);
    expect(events.at(-1)).toEqual({ type: 'logout', reason: 'unauthorized' });
    expect(session.accessToken).toBeNull();
  });

  it('applies to a 400/401/403 named in the error body under another status', async () => {
    const { http, fetchMock, toasts } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { statusCode: 403, error: 'Forbidden' })).mockResolvedValue(jsonResponse(204, undefined));
    await expect(http.get('x')).rejects.toMatchObject({ status: 500, message: 'Forbidden' });
    expect(toasts).toHaveLength(1);
  });

  it('passes other errors to the caller with the server message and no toast', async () => {
    const { http, fetchMock, toasts, session } = setup();
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'Task not found' }));
    await expect(http.get('task/9')).rejects.toMatchObject({ name: 'HttpError', status: 404, message: 'Task not found', handled: false });
    fetchMock.mockResolvedValue(textResponse(502, 'Bad gateway'));
    await expect(http.get('x')).rejects.toMatchObject({ status: 502, message: 'Bad gateway' });
    fetchMock.mockResolvedValue(textResponse(500, ''));
    await expect(http.get('x')).rejects.toMatchObject({ status: 500, message: 'Request failed with status 500' });
    expect(toasts).toEqual([]);
    expect(session.accessToken).not.toBeNull();
  });

  it('leaves a 400 to the caller when asked', async () => {
    const { http, fetchMock, toasts } = setup();
    fetchMock.mockResolvedValue(jsonResponse(400, { message: 'The code you entered is not correct.' }));
    await expect(http.post('x', { body: {}, errorPolicy: 'caller' })).rejects.toMatchObject({ status: 400, handled: false });
    expect(toasts).toEqual([]);
  });

  it('does not log out an anonymous caller (public enrollment calls)', async () => {
    const { http, fetchMock, toasts, events } = setup({ loggedIn: false });
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'no' }));
    await expect(http.get('enrollment/abc')).rejects.toMatchObject({ status: 401 });
    expect(toasts).toEqual([]);
    expect(events).toEqual([]);
    expect(fetchMock.mock.calls[0][1].headers).not.toHaveProperty('Authorization');
  });
});

describe('buildUrl', () => {
  it('joins paths, repeats array values and skips empty ones', () => {
    expect(buildUrl('https://a', '/x/y', { ids: ['1', '2'], q: undefined, n: null, s: 'a b' })).toBe('https://a/x/y?ids=1&ids=2&s=a+b');
    expect(buildUrl('https://a', 'x?y=1', { z: 2 })).toBe('https://a/x?y=1&z=2');
    expect(buildUrl('https://a', 'https://other/x')).toBe('https://other/x');
  });
});

describe('http.call: a call declared in the kernel api', () => {
  const declared = {
    patient: call<{}, { id: string }>()('GET', '/patients/:id', inOrg('VIEW_PATIENT')),
    end: call<{}, unknown>()('POST', '/conversations/:id/end', inOrg('SEND_MESSAGE')),
    records: call<{}, unknown>()('GET', '/MeasureReport/:id', inOrg('VIEW_PATIENT'), { healthRecord: true }),
    link: call<{}, unknown>()('GET', '/enrollment/:token', PUBLIC),
    chat: call<{}, unknown>()('GET', '/patient/messages', PATIENT),
  };
  const callAny = (http: HttpClient, c: Call, input?: object) => (http.call as (c: Call, input?: object) => Promise<unknown>)(c, input);

  it('fills the path parameters URL-encoded, and sends the query', async () => {
    const { http, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 'a/b' }));
    await expect(callAny(http, declared.patient, { params: { id: 'a/b c' }, query: { take: 5 } })).resolves.toEqual({ id: 'a/b' });
    expect(fetchMock.mock.calls[0][0]).toBe('https://api.test/patients/a%2Fb%20c?take=5');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'GET', body: undefined });
  });

  it('refuses a call whose path parameter is missing, before anything is sent', async () => {
    const { http, fetchMock } = setup();
    expect(() => callAny(http, declared.patient, {})).toThrow('parameter id is missing');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends no body and no Content-Type on a call given no body (a simple request), JSON when given one', async () => {
    const { http, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await callAny(http, declared.end, { params: { id: 'c1' } });
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', body: undefined });
    expect(fetchMock.mock.calls[0][1].headers).not.toHaveProperty('Content-Type');
    await callAny(http, declared.end, { params: { id: 'c1' }, body: { reason: 'done' } });
    expect(fetchMock.mock.calls[1][1]).toMatchObject({ method: 'POST', body: '{"reason":"done"}' });
    expect(fetchMock.mock.calls[1][1].headers['Content-Type']).toBe('application/json');
  });

  it('sends the ID token on a health-record call only', async () => {
    const { http, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await callAny(http, declared.records, { params: { id: 'p1' } });
    await callAny(http, declared.patient, { params: { id: 'p1' } });
    expect(fetchMock.mock.calls[0][1].headers['x-id-token']).toBe('id-1');
    expect(fetchMock.mock.calls[1][1].headers).not.toHaveProperty('x-id-token');
  });

  it("sends no credentials on a public call, and the patient's token on a patient's call", async () => {
    const { http, fetchMock, session } = setup({ loggedIn: false });
    session.setZeusToken('zeus-1');
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await callAny(http, declared.link, { params: { token: 't' } });
    await callAny(http, declared.chat);
    expect(fetchMock.mock.calls[0][1].headers).toEqual({ Accept: 'application/json' });
    expect(fetchMock.mock.calls[1][1].headers.Authorization).toBe('Bearer zeus-1');
  });
});

describe("http.prefetch: a route's data started before its page", () => {
  const link = call<{}, unknown>()('GET', '/enrollment/:token', PUBLIC);
  const prefetchAny = (http: HttpClient, c: Call, input?: object) => (http.prefetch as (c: Call, input?: object) => void)(c, input);
  const callAny = (http: HttpClient, c: Call, input?: object) => (http.call as (c: Call, input?: object) => Promise<unknown>)(c, input);

  it('sends at once; the first call of the same URL takes that answer, the next one asks again', async () => {
    const { http, fetchMock } = setup({ loggedIn: false });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { status: '200', n: 1 })).mockResolvedValueOnce(jsonResponse(200, { status: '200', n: 2 }));
    prefetchAny(http, link, { params: { token: 't1' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('https://api.test/enrollment/t1');
    await expect(callAny(http, link, { params: { token: 't1' } })).resolves.toEqual({ status: '200', n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(callAny(http, link, { params: { token: 't1' } })).resolves.toEqual({ status: '200', n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('hands its error to the call that takes it, as the call itself would have met it', async () => {
    const { http, fetchMock } = setup({ loggedIn: false });
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { status: '404' }));
    prefetchAny(http, link, { params: { token: 'gone' } });
    await expect(callAny(http, link, { params: { token: 'gone' } })).rejects.toMatchObject({ status: 404 });
  });

  it('is not taken by a call of another URL, nor once it is older than PREFETCH_FRESH_MS', async () => {
    let at = 0;
    const { http, fetchMock } = setup({ loggedIn: false, now: () => at });
    fetchMock.mockImplementation(async (url: string) => jsonResponse(200, { url }));
    prefetchAny(http, link, { params: { token: 'a' } });
    await expect(callAny(http, link, { params: { token: 'b' } })).resolves.toEqual({ url: 'https://api.test/enrollment/b' });
    at = PREFETCH_FRESH_MS + 1;
    await callAny(http, link, { params: { token: 'a' } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['https://api.test/enrollment/a', 'https://api.test/enrollment/b', 'https://api.test/enrollment/a']);
  });

  it("refuses a write and a patient's call (their token is the link's, not the page's session)", () => {
    const { http, fetchMock } = setup();
    expect(() => prefetchAny(http, call<{}, unknown>()('GET', '/patient/messages', PATIENT))).toThrow("Only a GET of the page's session");
    expect(() => prefetchAny(http, call<{}, unknown>()('POST', '/enrollment/:token', PUBLIC), { params: { token: 't' } })).toThrow("Only a GET of the page's session");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  const patient = call<{}, unknown>()('GET', '/patients/:id', inOrg('VIEW_PATIENT'));

  it("a signed-in GET is taken only by the same session in the same organisation, and asked once while under way", async () => {
    const { http, fetchMock, session } = setup();
    session.start(
      { access_token: fakeJwt({ exp: future() }), refresh_token: 'r1', id_token: 'id-1' },
      { security: { '7': { organizationName: 'Riverside', permissions: [] }, '8': { organizationName: 'Lakeside', permissions: [] } } },
    );
    session.selectOrg('7');
    fetchMock.mockImplementation(async () => jsonResponse(200, { n: fetchMock.mock.calls.length }));
    prefetchAny(http, patient, { params: { id: '1' } });
    prefetchAny(http, patient, { params: { id: '1' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe(`Bearer ${session.accessToken}`);
    session.selectOrg('8');
    await expect(callAny(http, patient, { params: { id: '1' } })).resolves.toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("prefetching runs a page's own loading function: its GETs become prefetches, taken by the page's calls", async () => {
    const { http, fetchMock } = setup();
    fetchMock.mockImplementation(async () => jsonResponse(200, { n: fetchMock.mock.calls.length }));
    const load = (id: string) => Promise.all([callAny(http, patient, { params: { id } }), callAny(http, patient, { params: { id: `${id}0` } })]);
    http.prefetching(() => load('1'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(load('1')).resolves.toEqual([{ n: 1 }, { n: 2 }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    http.prefetching(() => callAny(http, call<{}, unknown>()('POST', '/patients', inOrg('ADD_PATIENT')), { body: {} }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a write drops every answer no page took yet: nothing shown is from before it', async () => {
    const { http, fetchMock } = setup();
    fetchMock.mockImplementation(async () => jsonResponse(200, { n: fetchMock.mock.calls.length }));
    prefetchAny(http, patient, { params: { id: '1' } });
    await callAny(http, call<{}, unknown>()('POST', '/patients', inOrg('ADD_PATIENT')), { body: {} });
    await expect(callAny(http, patient, { params: { id: '1' } })).resolves.toEqual({ n: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('http.upload', () => {
  /** A stand-in for the browser's XMLHttpRequest that records what it was given and answers `status`. */
  function fakeXhr(status: number, answer: unknown) {
    const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = { headers: {} };
    class Xhr {
      status = status;
      responseText = JSON.stringify(answer);
      upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
      onload?: () => void;
      onerror?: () => void;
      open(method: string, url: string) {
        Object.assign(sent, { method, url });
      }
      setRequestHeader(name: string, value: string) {
        sent.headers[name] = value;
      }
      send(body: unknown) {
        sent.body = body;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.onload?.();
      }
    }
    (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = Xhr;
    return sent;
  }
  const uploadCall = call<{}, { url: string }>()('POST', '/things/:id/file', inOrg('VIEW_PATIENT'));
  const file = () => new File(['a,b'], 'a.csv', { type: 'text/csv' });

  it("sends the file with a call's own headers and reports progress", async () => {
    const { http, session } = setup();
    const sent = fakeXhr(201, { url: '/x' });
    const progress: number[] = [];
    await expect(http.upload(uploadCall, { params: { id: 't 1' }, query: { zone: 'UTC' } }, file(), (p) => progress.push(p))).resolves.toEqual({ url: '/x' });
    expect(sent).toMatchObject({ method: 'POST', url: 'https://api.test/things/t%201/file?zone=UTC' });
    expect(sent.headers).toEqual({ Accept: 'application/json', Authorization: `Bearer ${session.accessToken}`, 'x-api-key': 'k-1', 'x-organization-id': session.orgId ?? '' });
    expect(sent.body).toBeInstanceOf(FormData);
    expect(progress).toEqual([50]);
  });

  it("rejects a refusal with the server's message and leaves the session alone", async () => {
    const { http, events } = setup();
    fakeXhr(403, { message: 'No, thank you' });
    await expect(http.upload(uploadCall, { params: { id: '1' } }, file(), () => undefined)).rejects.toMatchObject({ status: 403, message: 'No, thank you' });
    expect(events.filter((e) => e.type === 'logout')).toEqual([]);
  });
});
