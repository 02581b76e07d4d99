/**
 * The API client (SPEC §7): bearer token (refreshed first when it is within the expiry margin),
 * x-api-key, x-organization-id, and x-id-token on health-record calls. A JSON body over 6 MB is
 * refused before anything is sent. SPEC §8 error policy: a 400, 401 or 403 on an authenticated
 * call toasts 'There was a problem' / 'Please login again' for 10 s and logs out; every error
 * also rejects the caller's promise as an HttpError.
 */
import { sendWithProgress } from './upload';
import { pathOf, type AnswerOf, type Call, type CallInput } from '../api/call';
import type { Bus } from '../bus';
import type { KernelConfig } from '../config';
import { TOAST_ERROR_MS } from '../domain/constants';
import type { Session } from '../session/store';
import { HttpError } from './error';
import { buildUrl, createWire, headersFor as headerPolicy, payloadOf, type HeaderFacts, type QueryValue } from './wire';

export { buildUrl, type QueryValue };

export const AUTH_ERROR_TOAST = { header: 'There was a problem', message: 'Please login again' } as const;

/** SPEC §8: the server refused the session; say so for 10 s and log out. */
export function logoutUnauthorized(deps: { bus: Bus; session: Pick<Session, 'logout'> }): void {
  deps.bus.toast$.next({ ...AUTH_ERROR_TOAST, durationMs: TOAST_ERROR_MS, tone: 'error' });
  deps.session.logout('unauthorized');
}
const POLICY_STATUSES = new Set([400, 401, 403]);

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Health-record call: also sends the ID token as x-id-token. */
  healthRecord?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * 'kernel' (default): 400/401/403 on an authenticated call toast and log out.
   * 'caller': the caller handles every error itself (forms that expect a 400).
   */
  errorPolicy?: 'kernel' | 'caller';
  /**
   * A public call (enrollment links, secure-link login, articles): no token, API key or
   * organisation headers, so a browser sends a plain GET without a CORS preflight round trip.
   * Errors reach the caller.
   */
  anonymous?: boolean;
  /**
   * Outlives the page (a review claim given back on pagehide or at logout). With a live access
   * token the request leaves before the caller's handler returns, with the session it was made in.
   */
  keepalive?: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How this caller makes a declared call; the rest (path, token, ID token) follows from the declaration. */
export type CallRequestOptions = Pick<RequestOptions, 'signal' | 'headers' | 'errorPolicy' | 'keepalive'>;
type CallArgs<C> = {} extends CallInput<C>
  ? [input?: CallInput<C>, options?: CallRequestOptions]
  : [input: CallInput<C>, options?: CallRequestOptions];

export interface HttpClient {
  /** Makes a call declared in the kernel's `api` (the way every area calls the API). */
  call<C extends Call>(declared: C, ...args: CallArgs<C>): Promise<AnswerOf<C>>;
  /**
   * Starts a GET before the page that shows its answer has loaded (a route's data: see
   * `api/routeData.ts` and an area's `lazyScreen`): the first `call` of the same URL, by the same
   * session in the same organisation, within PREFETCH_FRESH_MS takes this answer (or this error)
   * instead of asking again; a later one asks the API. Any write drops what no page took yet, so
   * no page is shown an answer from before it.
   */
  prefetch<C extends Call>(declared: C, ...args: CallArgs<C>): void;
  /**
   * Runs `start` (a page's own loading function) with each GET it calls at once made a prefetch:
   * a screen's data is declared by the function its page loads with, not written twice.
   */
  prefetching(start: () => unknown): void;
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  patch<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  del<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * Sends one file to a declared call as multipart, reporting upload progress (fetch reports
   * none); the same headers and error policy as `call`.
   */
  upload<C extends Call>(declared: C, target: UploadTarget, file: File, onProgress: (percent: number) => void): Promise<AnswerOf<C>>;
}

/** Where an upload goes: the declared call's path parameters and query. */
export interface UploadTarget {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string>>;
}

export interface HttpClientDeps {
  config: () => KernelConfig;
  session: Session;
  bus: Bus;
  fetch?: () => typeof fetch;
  now?: () => number;
}

/** How long a prefetched answer waits for its page: the page's code arrives within a few seconds of it. */
export const PREFETCH_FRESH_MS = 10_000;

/** The status an error names: the HTTP status, or a numeric status in the body (SPEC §8). */
function bodyStatus(body: unknown): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  for (const key of ['status', 'statusCode', 'code']) {
    const n = typeof b[key] === 'string' ? Number(b[key]) : b[key];
    if (typeof n === 'number' && Number.isInteger(n)) return n;
  }
  return undefined;
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const { session, bus } = deps;
  const wire = createWire(deps);

  /** SPEC §8: an auth error ends the session that made the request (`sentWith` its token). */
  function applyPolicy(error: HttpError, sentWith: string | null, policy: RequestOptions['errorPolicy']): HttpError {
    const named = POLICY_STATUSES.has(error.status) || POLICY_STATUSES.has(bodyStatus(error.body) ?? 0);
    if (!sentWith || policy === 'caller' || !named) return error;
    error.handled = true;
    // That session already ended meanwhile (an idle timeout while this was under way): one logout, one toast.
    if (sentWith !== (session.accessToken ?? session.zeusToken)) return error;
    logoutUnauthorized({ bus, session });
    return error;
  }

  async function accessToken(policy: RequestOptions['errorPolicy']): Promise<string | null> {
    const token = session.accessToken;
    if (!token || !session.isAccessExpired()) return token;
    if (!session.refreshToken) return token;
    try {
      return await session.refresh();
    } catch (e) {
      // A refused refresh is an auth error; a network failure is not (offline must not log out).
      throw e instanceof HttpError ? applyPolicy(e, token, policy) : e;
    }
  }

  /** What the one header policy needs to know of this session: token, organisation, ID token. */
  function factsFor(token: string | null, options: RequestOptions): HeaderFacts {
    if (options.anonymous) return { auth: 'none', headers: options.headers };
    return { auth: { bearer: token }, orgId: session.orgId ?? '', healthRecord: options.healthRecord, idToken: session.idToken, headers: options.headers };
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}, form?: boolean): Promise<T> {
    // The 6 MB guard refuses before anything, a refresh included, is sent.
    const payload = payloadOf(options.body, form);
    // A live token is used as it is, without yielding: a request made while the page unloads or the
    // session ends still leaves, for the session it was made in.
    const live = session.accessToken && !session.isAccessExpired() ? session.accessToken : null;
    // A patient has no professional session: their secure-chat (zeus) token speaks for them.
    const token = options.anonymous ? null : (live ?? (await accessToken(options.errorPolicy)) ?? session.zeusToken);
    try {
      return (await wire.send(method, path, { ...factsFor(token, options), query: options.query, payload, signal: options.signal, keepalive: options.keepalive })) as T;
    } catch (e) {
      throw e instanceof HttpError ? applyPolicy(e, token, options.errorPolicy) : e;
    }
  }

  /** GETs started ahead of their page, by who asks and URL, each waiting for the first call that asks the same. */
  const prefetched = new Map<string, { answer: Promise<unknown>; at: number }>();
  const now = deps.now ?? (() => Date.now());

  function inputOf(input: unknown) {
    return (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, QueryValue>; body?: unknown };
  }

  /** A call's request as a key: who asks (a public GET: nobody), method and URL (no body: only GETs are prefetched). */
  function keyOf(declared: Call, input: unknown): string {
    const { params, query } = inputOf(input);
    const who = declared.access.public ? '' : `${session.accessToken ?? ''} ${session.orgId ?? ''}`;
    return `${who} ${declared.method} ${buildUrl('', pathOf(declared.path, params), query)}`;
  }

  /** Starts a GET ahead of its page (or finds it under way) and answers its promise. */
  function startEarly<C extends Call>(declared: C, input: CallInput<C> | undefined, options: CallRequestOptions | undefined): Promise<unknown> {
    // A patient's calls speak with a token of the link they came by, not the page's session.
    if (declared.method !== 'GET' || declared.access.patient) throw new Error(`Only a GET of the page's session can be prefetched: ${declared.method} ${declared.path}`);
    const key = keyOf(declared, input);
    const early = prefetched.get(key);
    if (early && now() - early.at <= PREFETCH_FRESH_MS) return early.answer; // already under way
    const answer = send(declared, input, options);
    answer.catch(() => undefined); // its page may never ask; a failure is its page's to see
    prefetched.set(key, { answer, at: now() });
    return answer;
  }

  function prefetch<C extends Call>(declared: C, ...[input, options]: CallArgs<C>): void {
    void startEarly(declared, input, options);
  }

  let prefetchMode = false;

  function prefetching(start: () => unknown): void {
    prefetchMode = true;
    try {
      // Its answers are the page's to see: here they only start.
      void Promise.resolve(start()).catch(() => undefined);
    } catch {
      // A loading function that throws at once starts nothing.
    } finally {
      prefetchMode = false;
    }
  }

  function call<C extends Call>(declared: C, ...[input, options]: CallArgs<C>): Promise<AnswerOf<C>> {
    if (prefetchMode) {
      if (declared.method !== 'GET') return Promise.reject(new Error(`A prefetch makes no write: ${declared.method} ${declared.path}`));
      return startEarly(declared, input, options) as Promise<AnswerOf<C>>;
    }
    if (prefetched.size > 0) {
      if (declared.method !== 'GET') prefetched.clear();
      else {
        const key = keyOf(declared, input);
        const early = prefetched.get(key);
        prefetched.delete(key);
        if (early && now() - early.at <= PREFETCH_FRESH_MS) return early.answer as Promise<AnswerOf<C>>;
      }
    }
    return send(declared, input, options);
  }

  function send<C extends Call>(declared: C, input: CallInput<C> | undefined, options: CallRequestOptions | undefined): Promise<AnswerOf<C>> {
    const { params, query, body } = inputOf(input);
    return request<AnswerOf<C>>(
      declared.method,
      pathOf(declared.path, params),
      {
        ...options,
        query,
        // No body when none is given: a POST without one is a simple request (no CORS preflight on a
        // patient's slow phone), and the API reads a missing body as {}.
        body,
        healthRecord: declared.healthRecord,
        anonymous: declared.access.public && !declared.access.patient,
      },
      declared.formBody,
    );
  }

  async function upload<C extends Call>(declared: C, target: UploadTarget, file: File, onProgress: (percent: number) => void): Promise<AnswerOf<C>> {
    // A refusal is shown by the form that sent the file; it must not log out.
    const options: RequestOptions = { healthRecord: declared.healthRecord, errorPolicy: 'caller' };
    const token = await accessToken(options.errorPolicy);
    const { apiKey, apiUrl } = deps.config();
    return (await sendWithProgress(declared.method, buildUrl(apiUrl, pathOf(declared.path, target.params), target.query), headerPolicy(apiKey, factsFor(token, options)), file, onProgress)) as AnswerOf<C>;
  }

  return {
    call,
    prefetch,
    prefetching,
    request,
    upload,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    patch: (path, options) => request('PATCH', path, options),
    del: (path, options) => request('DELETE', path, options),
  };
}
