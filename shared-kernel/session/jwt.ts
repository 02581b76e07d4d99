/**
 * JWT claim decoding for display and expiry only. The browser never verifies a signature: the API
 * does, on every call. A token that does not decode is treated as absent.
 */
import { TOKEN_EXPIRY_MARGIN_MS } from '../domain/constants';

function base64UrlDecode(part: string): string {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeJwt<T extends object = Record<string, unknown>>(token: string | null | undefined): T | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(parts[1])) as unknown;
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as T) : null;
  } catch {
    return null;
  }
}

/** SPEC §5: a token counts as expired 30 s before its `exp`. No or unreadable `exp` counts as expired. */
export function isTokenExpired(token: string | null | undefined, now = Date.now(), marginMs = TOKEN_EXPIRY_MARGIN_MS): boolean {
  const exp = decodeJwt<{ exp?: unknown }>(token)?.exp;
  if (typeof exp !== 'number') return true;
  return exp * 1000 - marginMs <= now;
}
