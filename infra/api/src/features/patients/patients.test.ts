/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, login, ORGS, useTestApp } from '../../testing/harness';
import { ENROLLMENT_STATUSES, type PatientDetail, type PatientRow, type Paged, type TokenAnswer } from '@hearth/shared-kernel/domain';
import { ENROLLMENT_MESSAGES } from '@hearth/shared-kernel/rules';
import { DEMO_PATIENTS_PER_ORG } from '../../demo/care';
import { CONTACT_TIME_MESSAGE } from './routes';

const s = useTestApp({ logins: ['dr.chen', 'nurse.kim', 'admin.ortiz'] });
const chen = s.token('dr.chen');
const kim = s.token('nurse.kim');
const ortiz = s.token('admin.ortiz');

const get = (url: string, token: TokenAnswer, orgId?: string) => s.app.inject({ method: 'GET', url, headers: bearer(token.access_token, orgId) });
const put = (url: string, token: TokenAnswer, payload: object, orgId?: string) =>
  s.app.inject({ method: 'PUT', url, headers: bearer(token.access_token, orgId), payload });
const roster = async (query: string, token = chen, orgId?: string) => {
  const res = await get(`/roster${query}`, token, orgId);
  expect(res.statusCode).toBe(200);
  return res.json() as Paged<PatientRow>;
};

async function onePatient(orgId: string, where = 'true'): Promise<{ id: string; first_name: string; last_name: string; sms_phone: string; mrn: string; date_of_birth: string }> {
  const { rows } = await s.db.query<{ id: string; first_name: string; last_name: string; sms_phone: string; mrn: string; date_of_birth: string }>(
    `select id::text as id, first_name, last_name, sms_phone, mrn, to_char(date_of_birth, 'MM/DD/YYYY') as date_of_birth
       from patients where org_id = $1 and ${where} order by mrn limit 1`,
    [orgId],
  );
  return rows[0];
}

describe('demo data', () => {
  test('each organisation has its patients with every enrollment status', async () => {
    for (const org of [ORGS.riverside, ORGS.lakeside]) {
      expect(await countRows(s.db, 'patients', 'org_id = $1', [org])).toBe(DEMO_PATIENTS_PER_ORG);
      const { rows } = await s.db.query<{ s: string }>('select distinct enrollment_status as s from patients where org_id = $1', [org]);
      expect(rows.map((r) => r.s).sort()).toEqual(Object.keys(ENROLLMENT_STATUSES).sort());
    }
  });
});

describe('GET /roster', () => {
  test('pages 20 by default with the total, sorted by last name', async () => {
    const page = await roster('');
    expect(page.totalRecords).toBe(DEMO_PATIENTS_PER_ORG);
    expect(page.results).toHaveLength(20);
    expect(page.results.every((p) => p.orgId === ORGS.riverside)).toBe(true);
    const keys = page.results.map((p) => p.lastName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const next = await roster('?skip=20&take=20');
    expect(next.results[0].id).not.toBe(page.results[0].id);
    expect(new Set([...page.results, ...next.results].map((p) => p.id)).size).toBe(40);
  });

  test('sorts by date of birth both ways', async () => {
    const asc = await roster('?sortKey=dateOfBirth&sortDirection=ASC&take=50');
    const dobs = asc.results.map((p) => p.dateOfBirth!);
    expect(dobs).toEqual([...dobs].sort());
    const desc = await roster('?sortKey=dateOfBirth&sortDirection=DESC&take=50');
    expect(desc.results[0].dateOfBirth! >= desc.results[49].dateOfBirth!).toBe(true);
    expect(desc.results[0].dateOfBirth! > asc.results[0].dateOfBirth!).toBe(true);
  });

  test('filters by enrollment status (approved is the Enrolled one)', async () => {
    const page = await roster('?enrollmentStatus=approved,opted_out&take=200');
    expect(page.totalRecords).toBe(await countRows(s.db, 'patients', "org_id = $1 and enrollment_status in ('approved', 'opted_out')", [ORGS.riverside]));
    expect(page.results.filter((p) => p.enrollmentStatus !== 'approved' && p.enrollmentStatus !== 'opted_out')).toEqual([]);
    const optedOut = page.results.filter((p) => p.enrollmentStatus === 'opted_out');
    expect(optedOut.length).toBeGreaterThan(0);
    expect(optedOut.filter((p) => !p.optedOut)).toEqual([]);
    expect(page.results.some((p) => p.enrollmentStatus === 'approved')).toBe(true);
    expect((await get('/roster?enrollmentStatus=enrolled', chen)).statusCode).toBe(400);
  });

  test('finds a patient by full name, by "last, first", by part of the last name, phone, MRN and date of birth', async () => {
    const p = await onePatient(ORGS.riverside, 'sms_phone is not null');
    const has = (page: Paged<PatientRow>) => page.results.some((r) => r.id === p.id);
    expect(has(await roster(`?search=${encodeURIComponent(`${p.first_name} ${p.last_name}`)}&take=200`))).toBe(true);
    expect(has(await roster(`?search=${encodeURIComponent(`${p.last_name}, ${p.first_name}`)}&take=200`))).toBe(true);
    const prefix = await roster(`?search=${encodeURIComponent(p.last_name.slice(0, 3).toUpperCase())}&take=200`);
    expect(has(prefix)).toBe(true);
    expect(prefix.results.every((r) => [r.lastName, r.firstName, r.mrn].some((s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes(p.last_name.slice(0, 3).toLowerCase())))).toBe(true);
    const formatted = `(${p.sms_phone.slice(0, 3)}) ${p.sms_phone.slice(3, 6)}-${p.sms_phone.slice(6)}`;
    const byPhone = await roster(`?search=${encodeURIComponent(formatted)}`);
    expect(byPhone.results.map((r) => r.id)).toEqual([p.id]);
    expect(has(await roster(`?search=${p.sms_phone.slice(-4)}&take=200`))).toBe(true);
    expect((await roster(`?search=${p.mrn}`)).results.map((r) => r.id)).toEqual([p.id]);
    expect(has(await roster(`?search=${encodeURIComponent(p.date_of_birth)}&take=200`))).toBe(true);
  });

  test('search is literal: wildcards match nothing extra', async () => {
    expect((await roster('?search=%25')).totalRecords).toBe(0);
    expect((await roster('?search=_')).totalRecords).toBe(0);
  });

  test('accents are ignored', async () => {
    await s.db.query(`update patients set first_name = 'Zoë', search_first = 'zoe' where id = $1`, [(await onePatient(ORGS.riverside)).id]);
    expect((await roster('?search=zoe')).results.some((r) => r.firstName === 'Zoë')).toBe(true);
  });

  test('needs VIEW_PATIENT: an administrator without it is refused (403, audited)', async () => {
    const before = await countRows(s.db, 'audit_log', "event = 'access_denied'");
    expect((await get('/roster', ortiz)).statusCode).toBe(403);
    expect(await countRows(s.db, 'audit_log', "event = 'access_denied'")).toBe(before + 1);
  });

  test("another organisation's roster is refused (403)", async () => {
    expect((await get('/roster', chen, ORGS.lakeside)).statusCode).toBe(403);
  });

  test('a member of both sees each organisation by its header', async () => {
    const lake = await roster('', kim, ORGS.lakeside);
    expect(lake.results.length).toBeGreaterThan(0);
    expect(lake.results.filter((p) => p.orgId !== ORGS.lakeside)).toEqual([]);
    expect((await get('/roster', kim)).statusCode).toBe(400);
  });
});

describe('GET /patients/:id', () => {
  test('answers the detail and writes an audit row naming the patient', async () => {
    const p = await onePatient(ORGS.riverside);
    const before = await countRows(s.db, 'audit_log', "event = 'patient_viewed' and detail->>'patientId' = $1", [p.id]);
    const res = await get(`/patients/${p.id}`, chen);
    expect(res.statusCode).toBe(200);
    const detail = res.json() as PatientDetail;
    expect(detail).toMatchObject({ id: p.id, firstName: p.first_name, lastName: p.last_name, orgId: ORGS.riverside, orgName: 'Riverside Family Practice' });
    expect(await countRows(s.db, 'audit_log', "event = 'patient_viewed' and detail->>'patientId' = $1", [p.id])).toBe(before + 1);
  });

  test("another organisation's patient is 404, like an unknown one, and nothing is audited as read", async () => {
    const other = await onePatient(ORGS.lakeside);
    const before = await countRows(s.db, 'audit_log', "event = 'patient_viewed'");
    const res = await get(`/patients/${other.id}`, chen);
    expect(res.statusCode).toBe(404);
    expect((await get('/patients/6f0d9a52-3c1e-4b8e-9a61-0d6a3b1fffff', chen)).json()).toEqual(res.json());
    // A malformed id is no id at all: 400 naming the field, for any id-shaped look-alike.
    for (const malformed of ['not-a-uuid', '-'.repeat(36)]) {
      const bad = await get(`/patients/${malformed}`, chen);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe("Invalid request: 'id' in the path: expected an id (a UUID)");
    }
    expect(await countRows(s.db, 'audit_log', "event = 'patient_viewed'")).toBe(before);
  });
});

describe('PUT /patients/:id', () => {
  test('saves valid general info, normalising the phone', async () => {
    const p = await onePatient(ORGS.riverside);
    const res = await put(`/patients/${p.id}`, chen, { firstName: 'Renée', smsPhoneNumber: '(415) 555-0199', email: 'renee@example.com', title: 'Ms.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Renée', smsPhoneNumber: '4155550199', email: 'renee@example.com', title: 'Ms.' });
    expect((await roster('?search=renee')).results.some((r) => r.id === p.id)).toBe(true);
    const audited = await s.db.query<{ detail: { fields: string[] } }>(`select detail from audit_log where event = 'patient_updated' order by id desc limit 1`);
    expect(JSON.stringify(audited.rows[0].detail)).not.toContain('renee@example.com');
  });

  test("refuses invalid fields with the kernel's messages", async () => {
    const p = await onePatient(ORGS.riverside);
    const res = await put(`/patients/${p.id}`, chen, { firstName: '', email: 'nope', smsPhoneNumber: '123', timeZone: 'Mars/Olympus' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([ENROLLMENT_MESSAGES.firstName, ENROLLMENT_MESSAGES.email, ENROLLMENT_MESSAGES.smsPhone, ENROLLMENT_MESSAGES.timeZone]);
    expect(res.json().message).toBe(ENROLLMENT_MESSAGES.firstName);
  });

  test('needs MODIFY_PATIENT; another organisation’s patient is 404', async () => {
    const p = await onePatient(ORGS.riverside);
    const readOnly = (await s.db.query<{ permissions: string[] }>(
      `select permissions from professional_org_roles where professional_id = (select id from professionals where username = 'dev.debug')`,
    )).rows[0].permissions;
    await s.db.query(`update professional_org_roles set permissions = array_remove(permissions, '2') where professional_id = (select id from professionals where username = 'dev.debug')`);
    const dev = await login(s.app, 'dev.debug');
    expect((await put(`/patients/${p.id}`, dev, { firstName: 'X' })).statusCode).toBe(403);
    await s.db.query(`update professional_org_roles set permissions = $1 where professional_id = (select id from professionals where username = 'dev.debug')`, [readOnly]);
    expect((await put(`/patients/${(await onePatient(ORGS.lakeside)).id}`, chen, { firstName: 'X' })).statusCode).toBe(404);
  });
});

describe('communication preferences', () => {
  test('read, saved in 15-minute steps, and refused off the step', async () => {
    const p = await onePatient(ORGS.riverside);
    const prefs = { smsEnabled: true, chatEnabled: false, voiceEnabled: true, contactStart: '08:15', contactEnd: '18:45', timeZone: 'America/Chicago', doNotDisturb: true };
    const saved = await put(`/patients/${p.id}/comm-prefs`, chen, prefs);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(prefs);
    expect((await get(`/patients/${p.id}/comm-prefs`, chen)).json()).toEqual(prefs);
    expect((await get(`/patients/${p.id}`, chen)).json().doNotDisturb).toBe(true);
    const off = await put(`/patients/${p.id}/comm-prefs`, chen, { ...prefs, contactStart: '08:10' });
    expect(off.statusCode).toBe(400);
    expect(off.json().messages).toEqual([CONTACT_TIME_MESSAGE]);
    const backwards = await put(`/patients/${p.id}/comm-prefs`, chen, { ...prefs, contactStart: '19:00' });
    expect(backwards.statusCode).toBe(400);
    await put(`/patients/${p.id}/comm-prefs`, chen, { ...prefs, doNotDisturb: false, chatEnabled: true });
  });
  test("another organisation's patient: 404", async () => {
    expect((await get(`/patients/${(await onePatient(ORGS.lakeside)).id}/comm-prefs`, chen)).statusCode).toBe(404);
  });
});

describe('programs and care team', () => {
  test("an enrolled patient's programs carry SPEC statuses", async () => {
    const p = await onePatient(ORGS.riverside, "enrollment_status = 'approved'");
    const res = await get(`/patients/${p.id}/programs`, chen);
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
    for (const e of res.json()) expect(['Invited', 'Never responded', 'Agreed', 'Stopped', 'Opted Out', 'Deactivated', 'In queue']).toContain(e.status);
  });
  test('care team members come with role labels; another organisation is 404', async () => {
    const p = await onePatient(ORGS.riverside);
    const res = await get(`/patients/${p.id}/care-team`, chen);
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
    expect(res.json()[0]).toEqual(expect.objectContaining({ role: expect.any(String), firstName: expect.any(String), primary: true }));
    expect((await get(`/patients/${(await onePatient(ORGS.lakeside)).id}/care-team`, chen)).statusCode).toBe(404);
  });
});

describe('GET /roster-professional', () => {
  test("the organisation's care team with titles, suffixes and role labels, no platform staff", async () => {
    const res = await get('/roster-professional?take=50', chen);
    expect(res.statusCode).toBe(200);
    const { results, totalRecords } = res.json();
    expect(totalRecords).toBe(results.length);
    const chenRow = results.find((r: { userName: string }) => r.userName === 'dr.chen');
    expect(chenRow).toMatchObject({ title: 'Dr.', prefix: 'Dr.', firstName: 'Mei', lastName: 'Chen', suffix: 'MD', role: 'Physician' });
    expect(results.some((r: { userName: string }) => r.userName === 'root' || r.userName === 'partner.lee')).toBe(false);
    expect(results.some((r: { role: string }) => r.role === 'Nurse Practitioner')).toBe(true);
  });
  test('needs VIEW_USER_ROSTER', async () => {
    expect((await get('/roster-professional', ortiz)).statusCode).toBe(403);
  });
});

describe('roster presets', () => {
  test('saved per professional and organisation, read back', async () => {
    expect((await get('/UserConfig/cachePresetRoster', chen)).json()).toEqual({ presetRosterKey: null });
    const saved = await s.app.inject({ method: 'POST', url: '/UserConfig/cachePresetRoster', headers: bearer(chen.access_token), payload: { presetRosterKey: 'needs_response' } });
    expect(saved.statusCode).toBe(200);
    expect((await get('/UserConfig/cachePresetRoster', chen)).json()).toEqual({ presetRosterKey: 'needs_response' });
    expect((await get('/UserConfig/cachePresetRoster', kim, ORGS.riverside)).json()).toEqual({ presetRosterKey: null });
    const bad = await s.app.inject({ method: 'POST', url: '/UserConfig/cachePresetRoster', headers: bearer(chen.access_token), payload: { presetRosterKey: 'everything' } });
    expect(bad.statusCode).toBe(400);
  });
});
