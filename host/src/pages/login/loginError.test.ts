import { HttpError } from '@hearth/shared-kernel/http';
import { INVALID_CREDENTIALS_MESSAGE, loginErrorMessage } from './loginError';

describe('loginErrorMessage', () => {
  it('reads the same for an unknown user and a wrong password (400/401/403)', () => {
    for (const status of [400, 401, 403]) expect(loginErrorMessage(new HttpError(status, 'x'))).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(INVALID_CREDENTIALS_MESSAGE).toBe('Invalid username or password');
  });

  it('tells a rate-limited user how long to wait', () => {
    expect(loginErrorMessage(new HttpError(429, 'slow down', { retryAfterSeconds: 42 }))).toBe(
      'Too many attempts. Please wait 42 seconds and try again.',
    );
    expect(loginErrorMessage(new HttpError(429, 'slow down'))).toMatch(/wait a minute/);
  });

  it('does not blame the credentials for a server or network failure', () => {
    expect(loginErrorMessage(new HttpError(500, 'boom'))).toMatch(/could not log you in right now/);
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toMatch(/could not log you in right now/);
  });
});
