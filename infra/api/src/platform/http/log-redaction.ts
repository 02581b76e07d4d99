/** What the request logger may show: no credentials, no bodies, no tokens in query strings, no error details. */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { redactParams, redactText } from '@hearth/shared-kernel/redaction';

// Query values that carry PHI: roster and conversation searches (names, phones, dates of birth),
// page cursors (a row's sort key: a name, a date of birth, an MRN, base64url-encoded) and the
// SMS simulator's phone numbers. Credentials (tokens, links, codes, article ids) are the
// kernel's redactText, shared with the client logger.
const PHI_PARAM = /^(?:search|searchValue|phone|from|after|before)$/i;

export const redactUrl = (url: string) => redactParams(redactText(url), PHI_PARAM);

/**
 * An error as the log may show it: its class, its code (SQLSTATE for database errors, FST_… for
 * Fastify's) and a fingerprint of where it was thrown. Never the message, `query`, `params` or
 * `detail`: database errors carry the failed statement's values there (names, phones, dates of
 * birth), and messages such as `invalid input syntax for type integer: "…"` quote them.
 */
export function errorForLog(error: unknown): { type: string; code?: string; statusCode?: number; fingerprint: string } {
  // Duck-typed: errors from another realm (a native module, a test environment) are not `instanceof Error`.
  if (typeof error !== 'object' || error === null) return { type: typeof error, fingerprint: fingerprint(typeof error) };
  const { name, code, statusCode, stack } = error as { name?: unknown; code?: unknown; statusCode?: unknown; stack?: unknown };
  // Stack frames name functions and files only; the stack's first line repeats the message.
  const frames = String(stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 3).map((line) => line.trim());
  // A specific `name` (TypeError, FastifyError) reads better than a bundled library's minified class name.
  const type = [name, error.constructor?.name].find((n): n is string => typeof n === 'string' && /^[A-Z]\w{2,59}$/.test(n) && n !== 'Error') ?? 'Error';
  return {
    type,
    ...(typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    fingerprint: fingerprint([type, code, ...frames].join('\n')),
  };
}

const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** `mixin` adds fields to every line: the app gives the trace and span ids of the line's work (observe/). */
export const loggerOptions = (level: string, stream?: { write(line: string): void }, mixin?: () => object) => ({
  level,
  ...(stream ? { stream } : {}),
  ...(mixin ? { mixin } : {}),
  redact: {
    paths: ['req.headers.authorization', 'req.headers["x-id-token"]', 'req.headers["x-api-key"]', 'req.headers.cookie'],
    censor: '[redacted]',
  },
  serializers: {
    // Method, redacted URL and address only: headers and bodies are never logged.
    req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
    // Whoever logs `{ err }` (our handlers or Fastify's own), only the error's class, code and fingerprint.
    // (Fastify's type insists on a message and stack, which is exactly what must not be logged.)
    err: errorForLog as (error: Error) => ReturnType<typeof errorForLog> & { message: string; stack: string },
  },
});
