/**
 * Which paths may be a `goto` (the page to continue to after login or choosing an organisation):
 * one rule for the route guard, the login and organisation links, and the pages that follow a
 * goto. A goto is a same-site path that is not a public page: sending someone back to /login
 * after they log in would nest goto in goto without end.
 */

export const LOGIN_PATH = '/login';
export const ORGANIZATIONS_PATH = '/organizations';
export const UNAUTHORIZED_PATH = '/unauthorized';
export const LOST_PATH = '/lost';

/** SPEC §2 public routes: anyone may open them, so none is worth returning to after login. */
export const PUBLIC_PATHS = [
  '/', LOGIN_PATH, '/login/callback', '/forgot', '/reset', '/logout', '/compliance-public', '/privacy-policy',
  '/terms-conditions', '/end-user-license-agreement', '/success', LOST_PATH, UNAUTHORIZED_PATH,
] as const;

/** Trailing slashes do not make another page ('/login/' is /login). */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(path || '/');
}

// Browsers drop tabs and newlines anywhere in a URL and read '\' as '/': '/\t/evil.example' is '//evil.example'.
const UNSAFE_CHARACTER = /[\u0000-\u0020\u007f\\]/;
/** Once decoded, an encoded space is only a space; control characters and '\' still are not. */
const UNSAFE_DECODED = /[\u0000-\u001f\u007f\\]/;
const SITE = 'https://site.invalid';

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A path a browser keeps on this site: no scheme, no host, nothing it would strip or reinterpret. */
function sameSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTER.test(value)) return false;
  const plain = decoded(value);
  // Encoded the same way ('/%09/…', '/%2F…'): a server or a second decoding must not find a host in it either.
  if (plain === null || plain.startsWith('//') || UNSAFE_DECODED.test(plain)) return false;
  return new URL(value, SITE).origin === SITE;
}

/** The value when it may be a goto target, else null. */
export function gotoTarget(value: string | null | undefined): string | null {
  if (!value || !sameSitePath(value)) return null;
  return isPublicPath(new URL(value, SITE).pathname) ? null : value;
}

/** The goto a login or organisation page should follow: a goto target, else `fallback`. */
export function safeGoto(goto: string | null | undefined, fallback = '/'): string {
  return gotoTarget(goto) ?? fallback;
}
