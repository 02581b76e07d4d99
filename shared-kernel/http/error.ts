/** An API call that failed: the HTTP status and the server's message (never a token). */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** Seconds from a Retry-After header (429), when given. */
  readonly retryAfterSeconds?: number;
  /** True when the kernel already told the user (error toast and logout); callers need not toast again. */
  handled = false;

  constructor(status: number, message: string, options: { body?: unknown; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = options.body;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The server's message from an error body ({ message } or { error } or plain text). */
export function errorMessageOf(body: unknown, status: number): string {
  if (typeof body === 'string' && body.trim() !== '') return body.trim().slice(0, 500);
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (typeof b.message === 'string' && b.message !== '') return b.message;
    if (typeof b.error === 'string' && b.error !== '') return b.error;
  }
  return `Request failed with status ${status}`;
}

/** Reads a response body as JSON when it says so, else as text; empty bodies give undefined. */
export async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return undefined;
  const text = await res.text();
  if (text === '') return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export function retryAfterOf(res: Response): number | undefined {
  const v = res.headers.get('retry-after');
  if (!v) return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}
