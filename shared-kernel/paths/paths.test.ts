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
    expect(paths.enrollmentInfo('p 1')).toBe('/enrollment-info?patientId=p+1');
    expect(paths.enrollmentInfo()).toBe('/enrollment-info');
    expect(paths.article(1, 2)).toBe('/article/1/2');
    expect(paths.patient('secure-chat')).toBe('/patient/secure-chat');
  });
});

describe('safeGoto', () => {
  it('keeps same-site paths', () => {
    expect(safeGoto('/professional/roster?x=1')).toBe('/professional/roster?x=1');
  });
  it('refuses other origins and empty values', () => {
    expect(safeGoto('//evil.example')).toBe('/');
    expect(safeGoto('https://evil.example')).toBe('/');
    expect(safeGoto('/\\evil.example')).toBe('/');
    expect(safeGoto(null, '/home')).toBe('/home');
  });
});
