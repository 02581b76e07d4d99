import { clearPatientTokenCookie, getPatientTokenCookie, patientTokenFromQuery, setPatientTokenCookie } from './patientToken';

describe('patient token cookie', () => {
  afterEach(() => clearPatientTokenCookie());

  it('round-trips through document.cookie', () => {
    setPatientTokenCookie('abc=def;x');
    expect(getPatientTokenCookie()).toBe('abc=def;x');
    clearPatientTokenCookie();
    expect(getPatientTokenCookie()).toBeNull();
  });

  it('is written for one day, site-wide, same-site strict', () => {
    const jar = { cookie: '' };
    setPatientTokenCookie('t', Date.UTC(2030, 0, 1), jar);
    expect(jar.cookie).toContain('hearth_patient_token=t');
    expect(jar.cookie).toContain('Max-Age=86400');
    expect(jar.cookie).toContain('Expires=Wed, 02 Jan 2030 00:00:00 GMT');
    expect(jar.cookie).toContain('Path=/');
    expect(jar.cookie).toContain('SameSite=Strict');
  });

  it('reads the patient token query parameter', () => {
    expect(patientTokenFromQuery('?link=z1')).toBe('z1');
    expect(patientTokenFromQuery('?token=z1')).toBeNull();
  });
});
