/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, ORGS, useTestApp } from '../../testing/harness';
import { ACCESS_REPORT_CSV_HEADER, DATE_RANGE_MESSAGE, type AccessReportPage, type AccessReportRow, type TokenAnswer } from '@hearth/shared-kernel/domain';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { demoAccount } from '../../demo/demo-accounts';
import { SET_FROM, auditRead } from '../../platform/audit/reads';

const s = useTestApp({ logins: ['dr.chen', 'nurse.kim', 'admin.ortiz', 'privacy.park', 'root'] });
const chen = s.token('dr.chen');
const kim = s.token('nurse.kim');
const ortiz = s.token('admin.ortiz');
const park = s.token('privacy.park');
const root = s.token('root');

const CHEN = demoAccount('dr.chen').id;
const KIM = demoAccount('nurse.kim').id;
const today = () => new Date().toISOString().slice(0, 10);
const dayAfter = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

interface Patient {
  id: string;
  first_name: string;
  last_name: string;
  mrn: string;
}
const patients: Patient[] = [];

beforeAll(async () => {
  const { rows } = await s.db.query<Patient>(
    `select id::text as id, first_name, last_name, mrn from patients where org_id = $1 order by id limit 3`,
    [ORGS.riverside],
  );
  patients.push(...rows);
});

const get = (url: string, token: TokenAnswer, orgId?: string) => s.app.inject({ method: 'GET', url, headers: bearer(token.access_token, orgId) });
async function report(query: string, token = ortiz, orgId?: string): Promise<AccessReportPage> {
  const res = await get(`/audit/access-report${query}`, token, orgId);
  expect(res.statusCode).toBe(200);
  return res.json() as AccessReportPage;
}
const readPatient = async (id: string, token = chen, orgId?: string) => expect((await get(`/patients/${id}`, token, orgId)).statusCode).toBe(200);
const newestId = async () => (await s.db.query<{ id: string }>('select max(id)::text as id from audit_log')).rows[0].id;

describe('the access report', () => {
  test('shows a read just made: when, who, what, which patient (name and MRN), from where', async () => {
    const [p] = patients;
    await readPatient(p.id);
    const { items } = await report(`?patientId=${p.id}`);
    const row = items[0];
    expect(row).toMatchObject({
      who: 'Dr. Mei Chen MD',
      action: 'Read',
      area: 'Patient record',
      patients: [{ id: p.id, name: `${p.first_name} ${p.last_name}`, mrn: p.mrn }],
      patientCount: 1,
      from: '127.0.0.1',
    });
    expect(Date.now() - Date.parse(row.occurredAt)).toBeLessThan(60_000);
  });

  test('a list read names the patient among others; filtered by the patient, the others stay out', async () => {
    const [p] = patients;
    expect((await get(`/roster?search=${encodeURIComponent(p.last_name)}`, chen)).statusCode).toBe(200);
    const { items } = await report(`?patientId=${p.id}`);
    const roster = items.find((r) => r.area === 'Roster')!;
    expect(roster).toMatchObject({ action: 'Read', patients: [{ id: p.id }], patientCount: 1 });
  });

  test('a long list read (its patients kept as a set) names the patient too', async () => {
    const [p] = patients;
    const request = { auth: { professionalId: CHEN }, org: { orgId: ORGS.riverside }, method: 'GET', routeOptions: { url: '/keepintouch/tasks/allTasksByMyOrg' }, ip: '10.0.0.9' } as unknown as FastifyRequest;
    await auditRead(s.db, request, [...Array.from({ length: SET_FROM + 5 }, () => randomUUID()), p.id]);
    const { items } = await report(`?patientId=${p.id}`);
    expect(items[0]).toMatchObject({ action: 'Read', area: 'Tasks', from: '10.0.0.9', patients: [{ id: p.id }], patientCount: 1 });
    // Unfiltered, the row counts all its patients.
    const whole = await report('?take=5');
    expect(whole.items.find((r) => r.id === items[0].id)).toMatchObject({ patientCount: SET_FROM + 6 });
  });

  test('a change is a "Changed" row', async () => {
    const [, p] = patients;
    const res = await s.app.inject({ method: 'PUT', url: `/patients/${p.id}/comm-prefs`, headers: bearer(chen.access_token), payload: (await get(`/patients/${p.id}/comm-prefs`, chen)).json() });
    expect(res.statusCode).toBe(200);
    const { items } = await report(`?patientId=${p.id}`);
    expect(items.find((r) => r.action === 'Changed')).toMatchObject({ area: 'Communication preferences', who: 'Dr. Mei Chen MD' });
  });

  test('filters by user and by days', async () => {
    const [p] = patients;
    await readPatient(p.id, kim, ORGS.riverside);
    const byKim = await report(`?patientId=${p.id}&professionalId=${KIM}`);
    expect(byKim.items.length).toBeGreaterThan(0);
    expect(new Set(byKim.items.map((r) => r.who))).toEqual(new Set(['Ms. Jiyoon Kim RN']));
    const byChen = await report(`?professionalId=${CHEN}&take=200`);
    expect(byChen.items.every((r) => r.who === 'Dr. Mei Chen MD')).toBe(true);

    // Today (in UTC and in New York, whichever day it is there) holds the reads; tomorrow holds none.
    expect((await report(`?patientId=${p.id}&from=${today()}&to=${today()}`)).items.length).toBeGreaterThan(0);
    expect((await report(`?patientId=${p.id}&from=${dayAfter(today(), 2)}&timeZone=America/New_York`)).items).toEqual([]);
    expect((await report(`?patientId=${p.id}&to=${dayAfter(today(), -2)}&timeZone=America/New_York`)).items).toEqual([]);
    // The wrong way round is a 400 with the kernel's message.
    const res = await get(`/audit/access-report?from=${today()}&to=${dayAfter(today(), -1)}`, ortiz);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DATE_RANGE_MESSAGE);
  });

  test('pages newest first without overlap', async () => {
    const [, , p] = patients;
    for (let i = 0; i < 5; i++) await readPatient(p.id);
    const all = await report(`?patientId=${p.id}&take=200`);
    expect(all.items.length).toBeGreaterThanOrEqual(5);
    const times = all.items.map((r) => r.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
    const seen: AccessReportRow[] = [];
    let next: string | null = null;
    do {
      const page: AccessReportPage = await report(`?patientId=${p.id}&take=2${next ? `&before=${next}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      next = page.next;
    } while (next);
    expect(seen.map((r) => r.id)).toEqual(all.items.map((r) => r.id));
  });

  test('stays inside the organisation: Riverside never sees Lakeside rows, and the other way round', async () => {
    const { rows } = await s.db.query<{ id: string }>('select id::text as id from patients where org_id = $1 order by id limit 1', [ORGS.lakeside]);
    const lakesidePatient = rows[0].id;
    await readPatient(lakesidePatient, kim, ORGS.lakeside);
    // By the patient's id, from Riverside: nothing.
    expect((await report(`?patientId=${lakesidePatient}`)).items).toEqual([]);
    // Nurse Kim's rows, from Riverside: only Riverside patients.
    const kims = await report(`?professionalId=${KIM}&take=200`);
    expect(kims.items.flatMap((r) => r.patients.map((x) => x.id))).not.toContain(lakesidePatient);
    // Root acting in Lakeside sees it; in Lakeside, Riverside's patient is not there.
    expect((await report(`?patientId=${lakesidePatient}`, root, ORGS.lakeside)).items.length).toBeGreaterThan(0);
    expect((await report(`?patientId=${patients[0].id}`, root, ORGS.lakeside)).items).toEqual([]);
    // A Riverside administrator asking for Lakeside is refused.
    expect((await get('/audit/access-report', ortiz, ORGS.lakeside)).statusCode).toBe(403);
  });

  test('without VIEW_AUDIT: 403, audited, and no report row written', async () => {
    const before = await newestId();
    for (const url of ['/audit/access-report', '/audit/access-report/csv', '/audit/access-report/users', '/audit/access-report/patients?search=a']) {
      expect((await get(url, chen)).statusCode).toBe(403);
    }
    const { rows } = await s.db.query<{ event: string; professional_id: string }>(
      'select event, professional_id::text as professional_id from audit_log where id > $1 order by id',
      [before],
    );
    expect(rows.map((r) => r.event)).toEqual(['access_denied', 'access_denied', 'access_denied', 'access_denied']);
    expect(rows.every((r) => r.professional_id === CHEN)).toBe(true);
  });

  test('running the report is audited: who, which filters (ids only), how many rows', async () => {
    const [p] = patients;
    const before = await newestId();
    const page = await report(`?patientId=${p.id}&professionalId=${CHEN}&from=${today()}`, park);
    const { rows } = await s.db.query<{ event: string; professional_id: string; org_id: string; detail: Record<string, unknown> }>(
      'select event, professional_id::text as professional_id, org_id::text as org_id, detail from audit_log where id > $1 order by id',
      [before],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event: 'access_report_viewed',
      professional_id: demoAccount('privacy.park').id,
      org_id: ORGS.riverside,
      detail: { format: 'page', filters: { patientId: p.id, professionalId: CHEN, from: today() }, rows: page.items.length },
    });
    const text = JSON.stringify(rows[0].detail);
    expect(text).not.toContain(p.last_name);
    expect(text).not.toContain(p.mrn);
  });

  test('the CSV holds exactly the filtered rows, and no cell can run as a formula', async () => {
    const [, p] = patients;
    // A hostile name, as an import could bring one.
    await s.db.query(`update patients set first_name = '=HYPERLINK("http://x")', last_name = '@SUM(1+1)' where id = $1`, [p.id]);
    await readPatient(p.id);
    await readPatient(p.id, kim, ORGS.riverside);
    const onScreen = await report(`?patientId=${p.id}&take=200`);
    const byChen = await report(`?patientId=${p.id}&professionalId=${CHEN}&take=200`);
    expect(byChen.items.length).toBeLessThan(onScreen.items.length);

    const res = await get(`/audit/access-report/csv?patientId=${p.id}&professionalId=${CHEN}`, ortiz);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="access-report-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(ACCESS_REPORT_CSV_HEADER.join(','));
    expect(lines).toHaveLength(byChen.items.length + 1);
    for (const line of lines.slice(1)) {
      expect(line).toContain(`"'=HYPERLINK(""http://x"") @SUM(1+1) (MRN ${p.mrn})"`);
      expect(line).toContain('Dr. Mei Chen MD');
      expect(line).not.toContain('Kim');
    }
    // Nobody else's name is in it.
    expect(res.body).not.toContain(patients[0].last_name);

    const audited = await s.db.query<{ detail: Record<string, unknown> }>(
      `select detail from audit_log where event = 'access_report_viewed' order by id desc limit 1`,
    );
    expect(audited.rows[0].detail).toMatchObject({ format: 'csv', filters: { patientId: p.id, professionalId: CHEN }, rows: byChen.items.length });
  });

  test('the pickers: patients by name or MRN (a read, audited), and the practice users by name', async () => {
    const [p] = patients;
    const res = await get(`/audit/access-report/patients?search=${encodeURIComponent(p.mrn)}`, ortiz);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ id: p.id, name: `${p.first_name} ${p.last_name}`, mrn: p.mrn });
    const { items } = await report(`?patientId=${p.id}`);
    expect(items[0]).toMatchObject({ area: 'Access report', action: 'Read', who: 'Mr. Luis Ortiz' });

    const users = (await get('/audit/access-report/users', ortiz)).json() as { id: string; name: string }[];
    expect(users).toContainEqual({ id: CHEN, name: 'Dr. Mei Chen MD' });
    expect(await countRows(s.db, 'professional_org_roles', 'org_id = $1', [ORGS.riverside])).toBe(users.length);
  });
});
