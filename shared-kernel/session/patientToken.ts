/**
 * The patient (zeus) token cookie, one day long (SPEC §9), and the query parameter that carries a
 * patient token on a secure link. SPEC §6: a patient is anyone holding such a token.
 */
import { PATIENT_TOKEN_COOKIE_DAYS } from '../domain/constants';

export const PATIENT_TOKEN_COOKIE = 'hearth_patient_token';
/**
 * Query parameter of a secure-chat link (/patient?link=…): its holder is a patient until the API
 * says otherwise. Not `token`: enrollment links and '/' use that one.
 */
export const PATIENT_TOKEN_PARAM = 'link';

interface CookieJar {
  cookie: string;
}

function jar(): CookieJar | null {
  return typeof document === 'undefined' ? null : document;
}

function secure(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

export function setPatientTokenCookie(token: string, now = Date.now(), doc: CookieJar | null = jar()): void {
  if (!doc) return;
  const maxAge = PATIENT_TOKEN_COOKIE_DAYS * 86_400;
  const expires = new Date(now + maxAge * 1000).toUTCString();
  doc.cookie = `${PATIENT_TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${maxAge}; Expires=${expires}; Path=/; SameSite=Strict${secure() ? '; Secure' : ''}`;
}

export function getPatientTokenCookie(doc: CookieJar | null = jar()): string | null {
  if (!doc) return null;
  for (const part of doc.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === PATIENT_TOKEN_COOKIE) {
      const value = rest.join('=');
      try {
        return value ? decodeURIComponent(value) : null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function clearPatientTokenCookie(doc: CookieJar | null = jar()): void {
  if (!doc) return;
  doc.cookie = `${PATIENT_TOKEN_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Strict`;
}

/** The patient token a query string carries, if any. */
export function patientTokenFromQuery(search: string): string | null {
  const v = new URLSearchParams(search).get(PATIENT_TOKEN_PARAM);
  return v && v.trim() !== '' ? v : null;
}
