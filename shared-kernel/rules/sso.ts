/**
 * Single sign-on rules shared by practice administration and the API: what an organisation's
 * provider settings must hold, the e-mail domain a work address signs in with, and the messages
 * single sign-on answers when it refuses (../api/sso.ts).
 */
import type { SsoSettingsInput } from '../domain/sso';

export const SSO_MESSAGES = {
  /** The /login/callback page's text when nothing can be finished there. */
  notConfigured: 'Single sign-on is not configured for this environment.',
  emailRequired: 'Enter your work e-mail address.',
  noOrganization: 'Single sign-on is not set up for this e-mail address. Log in with your username and password, or ask your practice administrator.',
  expired: 'This sign-in has expired or was already used. Please start again.',
  providerRefused: 'Your identity provider did not confirm this sign-in. Please start again.',
  providerUnreachable: 'Your identity provider could not be reached. Please try again later.',
  emailUnverified: 'Your identity provider has not verified your e-mail address.',
  emailNotAllowed: 'Your e-mail address is not one this organization signs in with.',
  noAccount: 'No Hearth account in this organization matches your e-mail address. Ask your practice administrator to add you.',
  issuerInvalid: 'Enter the identity provider as an https:// address.',
  clientIdRequired: 'Enter the client ID the identity provider gave you.',
  secretRequired: 'Enter the client secret the identity provider gave you.',
  domainsInvalid: 'Enter e-mail domains such as clinic.example, separated by commas.',
  domainTaken: 'Another organization already signs in people of this e-mail domain: ',
} as const;

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** 'Clinic.example, lab.example' → ['clinic.example', 'lab.example'] (not yet judged). */
export function parseDomains(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((d) => d.trim().toLowerCase()).filter(Boolean))];
}

/** The domain of a work e-mail address, lower case; null when it is not one. */
export function emailDomain(email: string): string | null {
  const at = email.trim().lastIndexOf('@');
  if (at < 1) return null;
  const domain = email.trim().slice(at + 1).toLowerCase();
  return DOMAIN.test(domain) ? domain : null;
}

function urlOf(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

export type SsoField = 'issuer' | 'clientId' | 'clientSecret' | 'allowedDomains';

/**
 * What is wrong with these settings, by field. `allowHttp`: an http:// provider on this machine
 * (the demo's), never in production. A secret is needed only when none is stored.
 */
export function validateSsoSettings(
  input: SsoSettingsInput,
  context: { hasStoredSecret: boolean; allowHttp: boolean },
): Partial<Record<SsoField, string>> {
  const errors: Partial<Record<SsoField, string>> = {};
  const issuer = urlOf(input.issuer.trim());
  const local = issuer !== null && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  const schemeOk = issuer?.protocol === 'https:' || (issuer?.protocol === 'http:' && context.allowHttp && local);
  if (!issuer || !schemeOk || issuer.username || issuer.password || issuer.search || issuer.hash) errors.issuer = SSO_MESSAGES.issuerInvalid;
  if (!input.clientId.trim()) errors.clientId = SSO_MESSAGES.clientIdRequired;
  if (!context.hasStoredSecret && !input.clientSecret?.trim()) errors.clientSecret = SSO_MESSAGES.secretRequired;
  if (!input.allowedDomains.length || input.allowedDomains.some((d) => !DOMAIN.test(d))) errors.allowedDomains = SSO_MESSAGES.domainsInvalid;
  return errors;
}
