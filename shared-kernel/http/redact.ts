/** Scrubs secrets from anything about to be logged: tokens never reach a console or the log endpoint. */

const SECRET_KEY = /token|authorization|password|secret|cookie|^pin$|api[-_]?key/i;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const TOKEN_PARAM = /([?&](?:token|link|access_token|refresh_token|id_token)=)[^&\s#]+/gi;
const AUTH_HEADER = /\b(Bearer|Refresh)\s+[\w.~+/=-]+/g;

export const REDACTED = '[redacted]';

export function redactText(text: string): string {
  return text.replace(JWT, REDACTED).replace(TOKEN_PARAM, `$1${REDACTED}`).replace(AUTH_HEADER, `$1 ${REDACTED}`);
}

export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 5) return '[deep]';
  if (value instanceof Error) return { name: value.name, message: redactText(value.message) };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? REDACTED : redact(v, depth + 1);
  return out;
}
