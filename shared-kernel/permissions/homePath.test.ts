import { homePath } from './homePath';

describe('homePath', () => {
  it('sends a professional with one organisation to the roster', () => {
    expect(homePath('professional', 1)).toBe('/professional/roster');
  });
  it('sends a professional with several organisations to the dashboard', () => {
    expect(homePath('professional', 2)).toBe('/professional/dashboard');
  });
  it.each([
    ['provideradmin', '/programs/stayintouch/practice'],
    ['clientpartner', '/programs/stayintouch/tasks'],
    ['hearthadmin', '/practice-admin'],
    ['patient', '/patient'],
  ] as const)('sends %s to %s', (kind, path) => {
    expect(homePath(kind, 3)).toBe(path);
  });
  it('sends an unknown user to /login', () => {
    expect(homePath('unknown', 0)).toBe('/login');
    expect(homePath('unknown', 0, '?other=1')).toBe('/login');
  });
  it('keeps a token query parameter on the way to /login', () => {
    expect(homePath('unknown', 0, '?token=a b&x=1')).toBe('/login?token=a%20b');
    expect(homePath('unknown', 0, 'token=abc')).toBe('/login?token=abc');
  });
});
