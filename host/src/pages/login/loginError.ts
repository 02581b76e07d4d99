import { AUTH_MESSAGES } from '@hearth/shared-kernel/rules';

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
}

function isStatusError(error: unknown): error is StatusError {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';
}

export function loginErrorMessage(error: unknown): string {
  if (isStatusError(error)) {
    if (error.status === 400 || error.status === 401 || error.status === 403) return INVALID_CREDENTIALS_MESSAGE;
    if (error.status === 429) {
      const wait = error.retryAfterSeconds;
      return wait && wait > 0
        ? `Too many attempts. Please wait ${wait} seconds and try again.`
        : 'Too many attempts. Please wait a minute and try again.';
    }
  }
  return 'Hearth could not log you in right now. Please check your connection and try again.';
}
