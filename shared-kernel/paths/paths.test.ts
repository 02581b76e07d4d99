import { paths, patientSettings, safeGoto, userSettings, practiceAdmin, program, professional, login, organizations } from './index';

describe('paths', () => {
  it('builds patient settings links', () => {
    expect(patientSettings('general-info', 42)).toBe('/patient-settings/general-info/42');
    expect(patientSettings('quality-considerations', 'a/b')).toBe('/patient-settings/quality-considerations/a%2Fb');
  });
  it('builds user settings links with and without a tab', () => {
    expect(userSettings('7')).toBe('/user-settings/7');
    expect(userSettings('7', 'notifications')).toBe('/user-settings/7/notifications');
  });
  it('builds practice admin links at each depth', () => {
    expect(practiceAdmin()).toBe('/practice-admin');
    expect(practiceAdmin(3)).toBe('/practice-admin/3');
    expect(practiceAdmin(3, 'task-assignments')).toBe('/practice-admin/3/task-assignments');
  });
  it('builds program links', () => {
    expect(program('stayintouch', 'practice')).toBe('/programs/stayintouch/practice');
    expect(paths.outreach('stayintouch', 9)).toBe('/programs/stayintouch/outreaches/9');
    expect(paths.programs()).toBe('/programs');
  });
  it('builds professional links', () => {
    expect(professional()).toBe('/professional');
    expect(professional('roster')).toBe('/professional/roster');
  });
  it('encodes goto on login and organisations links', () => {
    expect(login()).toBe('/login');
    expect(login('/professional/roster?orgId=1')).toBe('/login?goto=%2Fprofessional%2Froster%3ForgId%3D1');
    expect(organizations('/x')).toBe('/organizations?goto=%2Fx');
  });
  it('builds public links', () => {
    expect(paths.enrollment('tok en', 'verify-dob')).toBe('/enrollment/verify-dob?token=tok+en');
    expect(paths.enrollment('t')).toBe('/enrollment?token=t');
    expect(paths.enrollment('t', undefined, 'es')).toBe('/enrollment?token=t&lang=es');
    expect(paths.enrollment('t', undefined, null)).toBe('/enrollment?token=t');
    expect(paths.enrollmentInfo('p 1')).toBe('/enrollment-info?patientId=p+1');
    expect(paths.enrollmentInfo()).toBe('/enrollment-info');
    expect(paths.article(1, 2)).toBe('/article/1/2');
    expect(paths.patient('secure-chat')).toBe('/patient/secure-chat');
  });
});

describe('safeGoto', () => {
  it.each([
    '/professional/roster?x=1',
    '/patient-settings/general-info/42',
    '/professional/roster?q=Ann%20Lee&orgId=2#top',
    '/organizations?goto=%2Fprofessional%2Froster',
    '/programs/stayintouch/tasks',
  ])('keeps the same-site path %j', (goto) => {
    expect(safeGoto(goto, '/home')).toBe(goto);
  });

  it.each([
    ['another origin', '//evil.example'],
    ['a scheme', 'https://evil.example'],
    ['script', 'javascript:alert(1)'],
    ['a backslash', '/\\evil.example'],
    ['a backslash later', '/a/..\\..\\evil.example'],
    ['a tab', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return', '/\r//evil.example'],
    ['a leading space', ' /professional/roster'],
    ['a NUL', '/\u0000/evil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded slash', '/%2F/evil.example'],
    ['an encoded backslash', '/%5C/evil.example'],
    ['malformed encoding', '/%E0%A4%A'],
    ['a relative path', 'professional/roster'],
    ['the login page', '/login'],
    ['the login page with a goto of its own', '/login?goto=%2Flogin'],
    ['the login page with a trailing slash', '/login/'],
    ['the logout page', '/logout'],
    ['the reset page', '/reset?token=abc'],
    ['home', '/'],
    ['empty', ''],
    ['nothing', null],
  ])('refuses %s', (_what, goto) => {
    expect(safeGoto(goto, '/home')).toBe('/home');
  });

  it('drops a goto that may not be one from login and organisation links', () => {
    expect(login('/login?goto=%2Flogin')).toBe('/login');
    expect(login('//evil.example')).toBe('/login');
    expect(organizations('/logout')).toBe('/organizations');
  });
});
