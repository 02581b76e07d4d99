/** @jest-environment ./src/testing/native-environment.cjs */
/**
 * User settings: own settings only unless MODIFY_USER in the organisation (403 audited, nothing
 * written); profile validated and audited; password change needs the current password and ends the
 * user's other sessions (not this one); notification settings saved per organisation or for all,
 * and they decide how a new task reaches the assignee (e-mail or a text).
 */
import { bearer, countRows, login, ORGS, useTestApp } from '../../testing/harness';
import { pathOf, userSettingsCalls } from '@hearth/shared-kernel/api';
import type { NotificationSettings, TokenAnswer } from '@hearth/shared-kernel/domain';
import { PASSWORD_TOO_SHORT_MESSAGE, USER_MESSAGES } from '@hearth/shared-kernel/rules';
import { DEMO_PASSWORD, demoAccount } from '../../demo/demo-accounts';
import { eventRecipients } from '../events/recipients';
import { SETTINGS_MESSAGES } from './routes';

const CHEN = demoAccount('dr.chen').id;
const KIM = demoAccount('nurse.kim').id;

const s = useTestApp({ logins: ['dr.chen', 'nurse.kim', 'admin.ortiz'] });
const chen = s.token('dr.chen');
const kim = s.token('nurse.kim');
const ortiz = s.token('admin.ortiz');

type Method = 'GET' | 'POST' | 'PUT';
const send = (method: Method, url: string, token: TokenAnswer, payload?: object, orgId: string = ORGS.riverside) =>
  s.app.inject({ method, url, headers: bearer(token.access_token, orgId), ...(payload ? { payload } : {}) });

const PROFILE = { title: 'Dr.', firstName: 'Mei', lastName: 'Chen', suffix: 'MD', mobilePhone: null };
const NOTIFY = { orgId: ORGS.riverside, allOrgs: false, conversations: { active: true, channel: 'email' }, tasks: { active: true, channel: 'sms' }, events: { active: true, channel: 'email', presetName: 'Admissions only' } };

describe('who may open which settings', () => {
  const calls: [string, Method, string, object | undefined][] = [
    ['settings', 'GET', pathOf(userSettingsCalls.settings.path, { id: KIM }), undefined],
    ['saveProfile', 'PUT', pathOf(userSettingsCalls.saveProfile.path, { id: KIM }), PROFILE],
    ['changePassword', 'POST', pathOf(userSettingsCalls.changePassword.path, { id: KIM }), { currentPassword: DEMO_PASSWORD, newPassword: 'another-password' }],
    ['notifications', 'GET', pathOf(userSettingsCalls.notifications.path, { id: KIM }), undefined],
    ['saveNotifications', 'POST', pathOf(userSettingsCalls.saveNotifications.path, { id: KIM }), NOTIFY],
    ['careTeams', 'GET', pathOf(userSettingsCalls.careTeams.path, { id: KIM }), undefined],
  ];

  it.each(calls)('%s of another user without MODIFY_USER: 403, audited, nothing written', async (_n, method, url, payload) => {
    const before = await Promise.all(['notification_settings', 'auth_sessions where revoked_at is null'].map((x) => countRows(s.db, x.split(' ')[0], x.split(' where ')[1] ?? 'true')));
    const res = await send(method, url, chen, payload);
    expect(res.statusCode).toBe(403);
    const { rows } = await s.db.query<{ professional_id: string; detail: { target: string } }>(
      `select professional_id::text as professional_id, detail from audit_log where event = 'access_denied' order by id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({ professional_id: CHEN, detail: { target: KIM } });
    const after = await Promise.all(['notification_settings', 'auth_sessions where revoked_at is null'].map((x) => countRows(s.db, x.split(' ')[0], x.split(' where ')[1] ?? 'true')));
    expect(after).toEqual(before);
  });

  it('an administrator with MODIFY_USER opens a member of the practice, never their password, nor a non-member', async () => {
    expect((await send('GET', pathOf(userSettingsCalls.settings.path, { id: KIM }), ortiz)).statusCode).toBe(200);
    const teams = (await send('GET', pathOf(userSettingsCalls.careTeams.path, { id: KIM }), ortiz)).json();
    expect(teams.map((x: { orgId: string }) => x.orgId)).toEqual([ORGS.riverside]);
    expect((await send('POST', pathOf(userSettingsCalls.changePassword.path, { id: KIM }), ortiz, { currentPassword: 'x', newPassword: 'another-password' })).statusCode).toBe(403);
    // partner.lee holds no VIEW_USER at all; the guard refuses before the handler.
    const lee = await login(s.app, 'partner.lee');
    expect((await send('GET', pathOf(userSettingsCalls.settings.path, { id: demoAccount('partner.lee').id }), lee)).statusCode).toBe(403);
  });
});

describe('profile and account', () => {
  it('saves a profile from SPEC lists with a valid mobile phone, audited; refuses a suffix outside the list', async () => {
    const url = pathOf(userSettingsCalls.saveProfile.path, { id: CHEN });
    const bad = await send('PUT', url, chen, { ...PROFILE, suffix: 'Esq.', mobilePhone: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ suffix: USER_MESSAGES.suffix, mobilePhone: USER_MESSAGES.mobilePhone });
    const ok = await send('PUT', url, chen, { ...PROFILE, firstName: 'Meili', mobilePhone: '(312) 555-0142' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ firstName: 'Meili', mobilePhone: '3125550142', userName: 'dr.chen', eula: true });
    const { rows } = await s.db.query<{ detail: { before: { firstName: string }; after: { firstName: string } } }>(
      `select detail from audit_log where event = 'profile_changed' order by id desc limit 1`,
    );
    expect(rows[0].detail).toMatchObject({ before: { firstName: 'Mei' }, after: { firstName: 'Meili' } });
  });

  it('changes the password with the current one, ending every other session of the user but this one', async () => {
    const here = await login(s.app, 'nurse.kim');
    const elsewhere = await login(s.app, 'nurse.kim');
    const url = pathOf(userSettingsCalls.changePassword.path, { id: KIM });
    const wrong = await send('POST', url, here, { currentPassword: 'not-it', newPassword: 'kim-new-password' });
    expect(wrong.json().message).toBe(SETTINGS_MESSAGES.currentPassword);
    const short = await send('POST', url, here, { currentPassword: DEMO_PASSWORD, newPassword: 'short' });
    expect(short.json().message).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    const res = await send('POST', url, here, { currentPassword: DEMO_PASSWORD, newPassword: 'kim-new-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json().sessionsRevoked).toBeGreaterThanOrEqual(2);
    expect((await send('GET', '/security', elsewhere)).statusCode).toBe(401);
    expect((await send('GET', '/security', kim)).statusCode).toBe(401);
    expect((await send('GET', '/security', here)).statusCode).toBe(200);
    const refreshed = await s.app.inject({ method: 'POST', url: '/auth/refresh', headers: { authorization: `Refresh ${elsewhere.refresh_token}` } });
    expect(refreshed.statusCode).toBe(401);
    expect((await login(s.app, 'nurse.kim', 'kim-new-password')).access_token).toBeTruthy();
  });
});

describe('notification settings', () => {
  it('answers SPEC fields with defaults, saves for one organisation or all, and drives how a task reaches the assignee', async () => {
    // The password test before may have changed it.
    const kimNow = await login(s.app, 'nurse.kim').catch(() => login(s.app, 'nurse.kim', 'kim-new-password'));
    const url = pathOf(userSettingsCalls.notifications.path, { id: KIM });
    const initial = (await send('GET', `${url}?orgId=${ORGS.riverside}`, kimNow)).json() as NotificationSettings;
    expect(initial).toMatchObject({ orgId: ORGS.riverside, allOrgs: false, tasks: { active: true, channel: 'email' }, events: { active: false } });
    expect(initial.availablePresets.length).toBeGreaterThan(initial.showPresetLimit - 1);

    await send('PUT', pathOf(userSettingsCalls.saveProfile.path, { id: KIM }), kimNow, { title: 'Ms.', firstName: 'Jiyoon', lastName: 'Kim', suffix: 'RN', mobilePhone: '(217) 555-0177' });
    const saved = await send('POST', url, kimNow, NOTIFY);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ tasks: { channel: 'sms' }, events: { presetName: 'Admissions only' } });
    // Lakeside kept its defaults.
    expect((await send('GET', `${url}?orgId=${ORGS.lakeside}`, kimNow, undefined, ORGS.lakeside)).json().tasks.channel).toBe('email');

    const texts = await countRows(s.db, 'sms_texts', 'phone = $1', ['2175550177']);
    const task = await send('POST', '/task', chen, { title: 'Check in', description: 'By text', assignedTo: KIM }, ORGS.riverside);
    expect(task.statusCode).toBe(201);
    expect(await countRows(s.db, 'sms_texts', 'phone = $1', ['2175550177'])).toBe(texts + 1);

    // Tasks turned off: nothing is sent at all.
    await send('POST', url, kimNow, { ...NOTIFY, allOrgs: true, tasks: { active: false, channel: 'email' } });
    expect((await send('GET', `${url}?orgId=${ORGS.lakeside}`, kimNow, undefined, ORGS.lakeside)).json()).toMatchObject({ allOrgs: true, tasks: { active: false } });
    const mails = await countRows(s.db, 'outbox_emails');
    await send('POST', '/task', chen, { title: 'Quiet', description: 'No notice', assignedTo: KIM }, ORGS.riverside);
    expect(await countRows(s.db, 'sms_texts', 'phone = $1', ['2175550177'])).toBe(texts + 1);
    expect(await countRows(s.db, 'outbox_emails')).toBe(mails);
  });

  it('refuses an organisation the user is not in', async () => {
    const res = await send('POST', pathOf(userSettingsCalls.saveNotifications.path, { id: CHEN }), chen, { ...NOTIFY, orgId: ORGS.lakeside });
    expect(res.statusCode).toBe(400);
  });
});

describe('event notifications follow the settings', () => {
  it('a care-team member with events off is not told; with a preset, only of its event types, by the chosen channel', async () => {
    const { rows } = await s.db.query<{ patient_id: string }>(
      `select c.patient_id::text as patient_id from care_team_members c join patients p on p.id = c.patient_id where c.professional_id = $1 and p.org_id = $2 limit 1`,
      [CHEN, ORGS.riverside],
    );
    const event = (type: 'ED_ADMISSION' | 'IP_DISCHARGE') => ({ orgId: ORGS.riverside, patientId: rows[0].patient_id, type });
    const chenOf = async (type: 'ED_ADMISSION' | 'IP_DISCHARGE') => (await eventRecipients(s.db, event(type))).find((r) => r.professionalId === CHEN);
    const url = pathOf(userSettingsCalls.saveNotifications.path, { id: CHEN });
    await send('POST', url, chen, { ...NOTIFY, events: { active: false, channel: 'email', presetName: null } });
    expect(await chenOf('ED_ADMISSION')).toBeUndefined();
    await send('POST', url, chen, { ...NOTIFY, events: { active: true, channel: 'email', presetName: 'Admissions only' } });
    expect(await chenOf('ED_ADMISSION')).toEqual({ professionalId: CHEN, channels: ['email'] });
    expect(await chenOf('IP_DISCHARGE')).toBeUndefined();
  });
});

describe('care teams', () => {
  it('answers each organisation of the user with their role and patients count', async () => {
    const teams = (await send('GET', pathOf(userSettingsCalls.careTeams.path, { id: CHEN }), chen)).json();
    expect(teams).toEqual([expect.objectContaining({ orgId: ORGS.riverside, role: 'Physician', patientsCount: expect.any(Number) })]);
    const { rows } = await s.db.query<{ n: number }>(
      `select count(*)::int as n from care_team_members c join patients p on p.id = c.patient_id where c.professional_id = $1 and p.org_id = $2`,
      [CHEN, ORGS.riverside],
    );
    expect(teams[0].patientsCount).toBe(Number(rows[0].n));
    expect(teams[0].patientsCount).toBeGreaterThan(0);
  });
});
