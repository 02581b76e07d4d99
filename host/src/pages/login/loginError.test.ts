import { HttpError } from '@hearth/shared-kernel/http';
import { INVALID_CREDENTIALS_MESSAGE, loginErrorMessage } from './loginError';

describe('loginErrorMessage', () => {
  it('reads the same for an unknown user, a wrong password and a refused account (400/401/403)', () => {
    const shown = [
      loginErrorMessage(new HttpError(401, 'No such user')),
      loginErrorMessage(new HttpError(401, 'Wrong password')),
      loginErrorMessage(new HttpError(403, 'Account deactivated')),
      loginErrorMessage(new HttpError(400, 'username: Required')),
    ];
    // Whatever the server's reason, the page never repeats it: it would tell whether the account exists.
    expect(new Set(shown)).toEqual(new Set([INVALID_CREDENTIALS_MESSAGE]));
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
