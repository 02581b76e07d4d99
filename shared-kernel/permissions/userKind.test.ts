import { PERMISSIONS as P } from './codes';
import { userKind } from './userKind';

describe('userKind', () => {
  it('is patient whenever a patient token is present, whatever the permissions', () => {
    expect(userKind({ patientToken: true, permissions: [P.VIEW_PROGRAMS] })).toBe('patient');
  });

  it.each([
    [[P.VIEW_PROGRAMS], 'professional'],
    [[P.ACCESS_HEARTH_ADMIN], 'hearthadmin'],
    [[P.ACCESS_PROVIDER_ADMIN], 'provideradmin'],
    [[P.ACCESS_CLIENT_PARTNER], 'clientpartner'],
    [[P.ACCESS_SECURE_WEB_CHAT], 'patient'],
    [[P.LOGIN], 'unknown'],
    [[], 'unknown'],
  ])('maps %j to %s', (permissions, kind) => {
    expect(userKind({ patientToken: false, permissions })).toBe(kind);
  });

  it('follows SPEC order when several kinds match', () => {
    expect(userKind({ patientToken: false, permissions: [P.ACCESS_CLIENT_PARTNER, P.VIEW_PROGRAMS] })).toBe('professional');
    expect(userKind({ patientToken: false, permissions: [P.ACCESS_SECURE_WEB_CHAT, P.ACCESS_HEARTH_ADMIN] })).toBe('hearthadmin');
    expect(userKind({ patientToken: false, permissions: [P.ACCESS_CLIENT_PARTNER, P.ACCESS_PROVIDER_ADMIN] })).toBe('provideradmin');
  });
});
