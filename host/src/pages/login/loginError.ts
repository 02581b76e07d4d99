import { AUTH_MESSAGES, SSO_MESSAGES } from '@hearth/shared-kernel/rules';

/**
 * The message a failed login shows (the API's own refusal text). A wrong username and a wrong password read the same, so the
 * page never tells whether an account exists.
 */
export const INVALID_CREDENTIALS_MESSAGE = AUTH_MESSAGES.invalidCredentials;

/**
 * The kernel's HttpError, read by shape: importing its class would pull the whole HTTP client
 * onto the login page.
 */
interface StatusError {
  status: number;
  retryAfterSeconds?: number;
  body?: unknown;
}

function isStatusError(error: unknown): error is StatusError {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';
}

function tooManyMessage(wait: number | undefined): string {
  return wait && wait > 0 ? `Too many attempts. Please wait ${wait} seconds and try again.` : 'Too many attempts. Please wait a minute and try again.';
}

const OFFLINE_MESSAGE = 'Hearth could not log you in right now. Please check your connection and try again.';

export function loginErrorMessage(error: unknown): string {
  if (isStatusError(error)) {
    if (error.status === 400 || error.status === 401 || error.status === 403) return INVALID_CREDENTIALS_MESSAGE;
    if (error.status === 429) return tooManyMessage(error.retryAfterSeconds);
  }
  return OFFLINE_MESSAGE;
}

const SSO_TEXTS: readonly string[] = Object.values(SSO_MESSAGES);

/** The message a failed single sign-on shows: the API's refusal (SPEC-style texts from the kernel), never a provider's words. */
export function ssoErrorMessage(error: unknown): string {
  if (!isStatusError(error)) return OFFLINE_MESSAGE;
  if (error.status === 429) return tooManyMessage(error.retryAfterSeconds);
  const message = (error.body as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string' && (SSO_TEXTS.includes(message) || message === AUTH_MESSAGES.notAllowed)) return message;
  return error.status >= 500 ? SSO_MESSAGES.providerUnreachable : SSO_MESSAGES.providerRefused;
}
