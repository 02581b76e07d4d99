/**
 * How a request reaches the API, with no error policy: the URL and method come from the declared
 * call, the headers from the one header policy (`headersFor`), the body from the declaration (JSON,
 * or a form on `formBody` calls). The client (`createHttpClient`) puts its refresh-and-logout policy
 * on top; the session's own calls (login, refresh, logout) and the logger send bare, so a refused
 * refresh cannot start another refresh and a failing log never logs anyone out.
 *
 * Imports nothing from the session (the session sends through it).
 */
import { pathOf, type AnswerOf, type Call, type CallInput } from '../api/call';
import type { KernelConfig } from '../config';
import { checkRequestSize } from '../rules/requestSize';
import { HttpError, errorMessageOf, readBody, retryAfterOf } from './error';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * Whom a request speaks for: nobody ('none': a public call, no API key either, so a browser sends a
 * simple request), a bearer token (none yet at login: the API key alone), or a refresh token
 * (`Authorization: Refresh …`: refresh and logout).
 */
type Auth = 'none' | { bearer: string | null } | { refresh: string };

export interface HeaderFacts {
  auth: Auth;
  /** x-organization-id: the organisation the session works in (calls made by the client). */
  orgId?: string;
  /** A health-record call: also sends the ID token as x-id-token. */
  healthRecord?: boolean;
  idToken?: string | null;
  headers?: Record<string, string>;
}

/** A body as it goes on the wire. */
export interface Payload {
  body?: BodyInit;
  contentType?: string;
}

export interface SendOptions extends HeaderFacts {
  query?: Record<string, QueryValue>;
  payload?: Payload;
  signal?: AbortSignal;
  /** Outlives the page (logout, logs). */
  keepalive?: boolean;
}

export function buildUrl(apiUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const base = /^https?:\/\//i.test(path) ? path : `${apiUrl}/${path.replace(/^\/+/, '')}`;
  if (!query) return base;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) for (const item of v) q.append(k, String(item));
    else q.set(k, String(v));
  }
  const s = q.toString();
  if (!s) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${s}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer
  );
}

/**
 * The body as sent: a form (`formBody` calls, '' when none), raw (FormData, Blob…) as it is, else
 * JSON. A JSON body over 6 MB is refused with 413 before anything is sent.
 */
export function payloadOf(body: unknown, form?: boolean): Payload {
  if (form) return { body: new URLSearchParams((body ?? {}) as Record<string, string>).toString(), contentType: 'application/x-www-form-urlencoded' };
  if (body === undefined) return {};
  if (isRawBody(body)) return { body };
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const size = checkRequestSize(text);
  if (!size.ok) throw new HttpError(size.status, size.message);
  return { body: text, contentType: 'application/json' };
}

/** The one header policy: credentials, API key, organisation, and the ID token for health records. */
export function headersFor(apiKey: string, facts: HeaderFacts, contentType?: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (contentType) headers['Content-Type'] = contentType;
  const { auth } = facts;
  if (auth !== 'none') {
    if ('refresh' in auth) headers.Authorization = `Refresh ${auth.refresh}`;
    else if (auth.bearer) headers.Authorization = `Bearer ${auth.bearer}`;
    headers['x-api-key'] = apiKey;
    if (facts.orgId !== undefined) headers['x-organization-id'] = facts.orgId;
    if (facts.healthRecord) headers['x-id-token'] = facts.idToken ?? '';
  }
  return Object.assign(headers, facts.headers);
}

export interface WireDeps {
  config: () => KernelConfig;
  fetch?: () => typeof fetch;
}

export function createWire(deps: WireDeps) {
  const doFetch = deps.fetch ?? (() => globalThis.fetch.bind(globalThis));

  /**
   * Sends one request and answers its body; a refusal rejects with an HttpError (the server's
   * message, its Retry-After). `fetch` is called before this first yields, so a request made while
   * the page unloads still leaves.
   */
  async function send(method: string, path: string, options: SendOptions): Promise<unknown> {
    const { apiUrl, apiKey } = deps.config();
    const { payload = {} } = options;
    const res = await doFetch()(buildUrl(apiUrl, path, options.query), {
      method,
      headers: headersFor(apiKey, options, payload.contentType),
      body: payload.body,
      signal: options.signal,
      keepalive: options.keepalive,
    });
    const answer = await readBody(res);
    if (!res.ok) throw new HttpError(res.status, errorMessageOf(answer, res.status), { body: answer, retryAfterSeconds: retryAfterOf(res) });
    return answer;
  }

  /** Makes a declared call: its method, its path with the parameters filled, its body as declared. */
  async function call<C extends Call>(declared: C, input: CallInput<C>, options: Omit<SendOptions, 'query' | 'payload' | 'healthRecord'>): Promise<AnswerOf<C>> {
    const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, QueryValue>; body?: unknown };
    return send(declared.method, pathOf(declared.path, params), {
      ...options,
      healthRecord: declared.healthRecord,
      query,
      payload: payloadOf(body, declared.formBody),
    }) as Promise<AnswerOf<C>>;
  }

  return { send, call };
}
