/**
 * Scrubs secrets from anything about to be logged: tokens never reach a console or a log. Pure, so
 * the client logger and the API's request and client-log scrubbers share it.
 */

export const REDACTED = '[redacted]';

const SECRET_KEY = /token|authorization|password|secret|cookie|^pin$|api[-_]?key/i;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const AUTH_HEADER = /\b(Bearer|Refresh)\s+[\w.~+/=-]+/gi;
// Query parameters that carry a credential: access, refresh and ID tokens, reset links, secure-chat
// links (`link=`) and phone codes. The key may be percent-encoded (`%74oken=`), and the whole
// query may be encoded inside another URL (`goto=%2Fpatient%3Flink%3D…`).
const SECRET_PARAM = /^(?:token|link|code|access_token|refresh_token|id_token)$/i;
// A value ends where the next parameter or a nested query starts, so `goto=/patient?link=…` is two.
const PARAM = /(^|[\s?&;]|%3F|%26)((?:[\w.~-]|%(?!3D|26|3F)[0-9A-F]{2})+)(=|%3D)((?:(?!%26|%23|%3F)[^&\s#?])*)/gi;
// Patient-app paths whose first segment is a credential: a sent article's link id.
const SECRET_PATH = /(\/article\/)[^/?#\s]+/g;
// A bare opaque token (refresh tokens, link tokens: 32 random bytes, 43 base64url characters),
// whatever surrounds it. UUIDs (36) and ordinary words are shorter.
const BARE_TOKEN = /(?<![\w-])[\w-]{40,}(?![\w-])/g;

/**
 * Redacts the values of query parameters whose (percent-decoded) key matches `keys`, wherever they
 * stand: after `?`, `&`, `;`, a space or the start, or encoded inside another URL.
 */
export function redactParams(text: string, keys: RegExp): string {
  return text.replace(PARAM, (match, start: string, key: string, eq: string) =>
    keys.test(decodedKey(key)) ? `${start}${key}${eq}${REDACTED}` : match,
  );
}

/** A key as the server reads it: percent-decoded, so `%74oken` is `token`. */
function decodedKey(key: string): string {
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

export function redactText(text: string): string {
  return redactParams(text.replace(JWT, REDACTED).replace(AUTH_HEADER, `$1 ${REDACTED}`), SECRET_PARAM)
    .replace(SECRET_PATH, `$1${REDACTED}`)
    .replace(BARE_TOKEN, REDACTED);
}

/** A field name whose value is a credential, whatever it holds (`password`, `accessToken`, `%74oken`). */
export const isSecretKey = (key: string): boolean => SECRET_KEY.test(decodedKey(key));

export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 5) return '[deep]';
  if (value instanceof Error) return { name: value.name, message: redactText(value.message) };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = isSecretKey(k) ? REDACTED : redact(v, depth + 1);
  return out;
}
