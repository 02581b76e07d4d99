/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, ORGS, textFromPhone, useTestApp } from '../../testing/harness';
import type { EligiblePatient, OutreachDetail, OutreachRun, Paged, ProgramFigures, ProgramOverview, ProgramRosterPatient, ProgramSummary, TokenAnswer } from '@hearth/shared-kernel/domain';
import { INVALID_STATUS_CHANGE } from '@hearth/shared-kernel/rules';
import { textsFor } from '@hearth/shared-kernel/i18n/texts';
import { settableClock } from '../../platform/jobs/clock';

// Tuesday 2026-01-13, 10:00 in New York: inside the default window (9:00–17:00 weekdays).
const TUESDAY_10AM = new Date('2026-01-13T15:00:00Z');
const DAY = 86_400_000;
const clock = settableClock(TUESDAY_10AM);

const s = useTestApp({ jobs: { clock, scheduler: true }, logins: ['dr.chen', 'nurse.kim', 'admin.ortiz', 'partner.lee'] });
const chen = s.token('dr.chen');
const kim = s.token('nurse.kim');
const ortiz = s.token('admin.ortiz');
const lee = s.token('partner.lee');

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: TokenAnswer, payload?: object, orgId?: string) =>
  s.app.inject({ method, url, headers: bearer(token.access_token, orgId), ...(payload ? { payload } : {}) });

async function eligible(count: number, where = `p.sms_phone is not null and not p.do_not_disturb and p.enrollment_status <> 'opted_out'`, orgId: string = ORGS.riverside) {
  const { rows } = await s.db.query<{ id: string; sms_phone: string }>(
    `select p.id::text as id, p.sms_phone from patients p
      where p.org_id = $1 and ${where}
        and not exists (select 1 from patient_programs pp join programs pr on pr.id = pp.program_id where pp.patient_id = p.id and pr.key = 'stayintouch')
        and not exists (select 1 from patients o where o.sms_phone = p.sms_phone and o.id <> p.id)
      order by p.mrn limit $2`,
    [orgId, count],
  );
  return rows;
}

// In the patient's language: demo patients read English or Spanish.
const invitationsTo = (patientId: string) =>
  countRows(s.db, 'sms_texts', `patient_id = $1 and direction = 'to_phone' and (body like '%Reply YES to join%' or body like '%Responda SÍ para unirse%')`, [patientId]);
const enrollment = async (patientId: string, key = 'stayintouch') =>
  (
    await s.db.query<{ status: string; invite_attempts: number }>(
      `select pp.status, pp.invite_attempts from patient_programs pp join programs pr on pr.id = pp.program_id where pp.patient_id = $1 and pr.key = $2`,
      [patientId, key],
    )
  ).rows[0];

async function runWindowAt(at: Date) {
  clock.set(at);
  await s.app.jobs.tick();
  await s.app.jobs.runDue();
}

describe('programs', () => {
  test('the list has Stay In Touch and another program, with counts per SPEC status', async () => {
    const res = await call('GET', '/programs', chen);
    expect(res.statusCode).toBe(200);
    const list = res.json() as ProgramSummary[];
    expect(list.map((p) => p.id)).toEqual(expect.arrayContaining(['stayintouch', 'ccm']));
    const sit = list.find((p) => p.id === 'stayintouch')!;
    expect(sit.name).toBe('Stay In Touch');
    expect(sit.total).toBe(Object.values(sit.counts).reduce((a, b) => a + b, 0));
    expect(sit.counts.Agreed).toBeGreaterThan(0);
  });

  test('overview: funnel invited → agreed, the default outreach settings and the next window', async () => {
    const o = (await call('GET', '/programs/stayintouch/overview', chen)).json() as ProgramOverview;
    expect(o.funnel.map((s) => s.label)).toEqual(['In the program', 'Invited', 'Agreed']);
    expect(o.funnel[0].value).toBeGreaterThanOrEqual(o.funnel[1].value);
    expect(o.funnel[1].value).toBeGreaterThanOrEqual(o.funnel[2].value);
    expect(o.outreach).toMatchObject({ initiateOutreachTime: '09:00', frequency: 'daily', days: 'weekdays' });
    expect(o.nextWindowStart).toBe('2026-01-13T14:00:00.000Z');
    expect(o.outreachRuns).toBeGreaterThan(0);
  });

  test('roster: filter by status, search, sort and page on the server; eligible patients exclude the enrolled', async () => {
    const agreed = (await call('GET', '/programs/stayintouch/roster?status=Agreed&take=5&sortKey=lastName', chen)).json() as Paged<ProgramRosterPatient>;
    expect(agreed.results).toHaveLength(5);
    expect(agreed.results.every((p) => p.status === 'Agreed')).toBe(true);
    expect(agreed.totalRecords).toBeGreaterThan(5);
    const names = agreed.results.map((p) => p.lastName.toLowerCase());
    expect([...names].sort()).toEqual(names);
    const second = (await call('GET', '/programs/stayintouch/roster?status=Agreed&take=5&skip=5', chen)).json() as Paged<ProgramRosterPatient>;
    expect(second.results[0].patientId).not.toBe(agreed.results[0].patientId);
    const one = agreed.results[0];
    const searched = (await call('GET', `/programs/stayintouch/roster?search=${encodeURIComponent(one.lastName)}`, chen)).json() as Paged<ProgramRosterPatient>;
    expect(searched.results.map((p) => p.patientId)).toContain(one.patientId);

    const el = (await call('GET', '/programs/stayintouch/eligible-patients?take=200', chen)).json() as Paged<EligiblePatient>;
    const enrolledIds = new Set((await s.db.query<{ id: string }>(`select pp.patient_id::text as id from patient_programs pp join programs pr on pr.id = pp.program_id where pr.key = 'stayintouch' and pr.org_id = $1`, [ORGS.riverside])).rows.map((r) => r.id));
    expect(el.totalRecords + enrolledIds.size).toBe(600);
    expect(el.results.some((p) => enrolledIds.has(p.patientId))).toBe(false);
  });

  test('malformed input is a 400: unknown status, bad program id, empty enrollment', async () => {
    expect((await call('GET', '/programs/stayintouch/roster?status=Maybe', chen)).statusCode).toBe(400);
    expect((await call('GET', '/programs/Stay%20In/overview', chen)).statusCode).toBe(400);
    expect((await call('POST', '/programs/stayintouch/enrollments', chen, { patientIds: [] })).statusCode).toBe(400);
    expect((await call('GET', '/programs/nosuch/overview', chen)).statusCode).toBe(404);
  });

  test('add a program from the catalogue', async () => {
    const cat = (await call('GET', '/programs/catalogue', chen)).json() as { id: string; added: boolean }[];
    expect(cat.find((c) => c.id === 'tcm')?.added).toBe(false);
    const res = await call('POST', '/programs/tcm', chen);
    expect(res.statusCode).toBe(200);
    expect((res.json() as ProgramSummary).name).toBe('Transitional Care Management');
    expect(((await call('GET', '/programs/catalogue', chen)).json() as { id: string; added: boolean }[]).find((c) => c.id === 'tcm')?.added).toBe(true);
    // Lakeside does not get it.
    expect((await call('GET', '/programs/tcm/overview', kim, undefined, ORGS.lakeside)).statusCode).toBe(404);
    expect((await call('POST', '/programs/unknown-one', chen)).statusCode).toBe(404);
  });
});

describe('outreach', () => {
  test('a patient added In queue is invited in the window, tried 3 times on 3 windows, then Never responded', async () => {
    const [p, dnd, optedOut] = [...(await eligible(1)), ...(await eligible(1, 'p.sms_phone is not null and p.do_not_disturb')), ...(await eligible(1, `p.sms_phone is not null and p.enrollment_status = 'opted_out'`))];
    const res = await call('POST', '/programs/stayintouch/enrollments', chen, { patientIds: [p.id, dnd.id, optedOut.id, p.id] });
    expect(res.json()).toEqual({ added: 3, ignored: 1 });
    expect((await enrollment(p.id)).status).toBe('In queue');

    // Before the window opens: nothing.
    await runWindowAt(new Date(TUESDAY_10AM.getTime() - 2 * 3_600_000));
    expect(await invitationsTo(p.id)).toBe(0);

    await runWindowAt(TUESDAY_10AM);
    expect(await invitationsTo(p.id)).toBe(1);
    expect(await enrollment(p.id)).toEqual({ status: 'Invited', invite_attempts: 1 });
    // Do Not Disturb and opted out: never invited.
    expect(await invitationsTo(dnd.id)).toBe(0);
    expect(await invitationsTo(optedOut.id)).toBe(0);
    expect((await enrollment(optedOut.id)).status).toBe('Opted Out');

    // The same window again (another tick, later that day): no second invitation.
    await runWindowAt(new Date(TUESDAY_10AM.getTime() + 3_600_000));
    expect(await invitationsTo(p.id)).toBe(1);

    await runWindowAt(new Date(TUESDAY_10AM.getTime() + DAY));
    await runWindowAt(new Date(TUESDAY_10AM.getTime() + 2 * DAY));
    expect(await invitationsTo(p.id)).toBe(3);
    expect(await enrollment(p.id)).toEqual({ status: 'Invited', invite_attempts: 3 });
    // Friday's window: no fourth try; no reply to the third makes them Never responded.
    await runWindowAt(new Date(TUESDAY_10AM.getTime() + 3 * DAY));
    expect(await invitationsTo(p.id)).toBe(3);
    expect((await enrollment(p.id)).status).toBe('Never responded');
    expect(await invitationsTo(dnd.id)).toBe(0);
  });

  test('a yes to the invitation makes the patient Agreed; the run lists the attempt and its result', async () => {
    const [p] = await eligible(1);
    await call('POST', '/programs/stayintouch/enrollments', chen, { patientIds: [p.id] });
    await runWindowAt(new Date(TUESDAY_10AM.getTime() + 6 * DAY)); // Monday
    expect(await invitationsTo(p.id)).toBe(1);
    expect((await textFromPhone(s.app, p.sms_phone, 'Yes!')).statusCode).toBeLessThan(300);
    expect((await enrollment(p.id)).status).toBe('Agreed');
    // The Yes is confirmed by text, once.
    const { rows: names } = await s.db.query<{ org: string; program: string }>(
      `select o.name as org, pr.name as program from programs pr join organizations o on o.id = pr.org_id where pr.key = 'stayintouch' and pr.org_id = $1`,
      [ORGS.riverside],
    );
    const confirmation = textsFor(null)('programAgreed', { orgName: names[0].org, programName: names[0].program });
    expect(await countRows(s.db, 'sms_texts', `phone = $1 and direction = 'to_phone' and body = $2`, [p.sms_phone, confirmation])).toBe(1);
    await textFromPhone(s.app, p.sms_phone, 'yes');
    expect(await countRows(s.db, 'sms_texts', `phone = $1 and direction = 'to_phone' and body = $2`, [p.sms_phone, confirmation])).toBe(1);

    const runs = (await call('GET', '/programs/stayintouch/outreaches?take=50', chen)).json() as Paged<OutreachRun>;
    // The demo's past runs are dated from today; the test's clock stands in January.
    const latest = runs.results.find((r) => r.windowStart === '2026-01-19T14:00:00.000Z')!;
    expect(latest.invited).toBeGreaterThanOrEqual(1);
    const detail = (await call('GET', `/programs/stayintouch/outreaches/${latest.id}`, chen)).json() as OutreachDetail;
    expect(detail.attempts.find((a) => a.patientId === p.id)).toMatchObject({ attempt: 1, status: 'sent', result: 'agreed' });
  });

  test('a patient who turned texts off is not texted the confirmation of their Yes', async () => {
    const [p] = await eligible(1);
    await call('POST', '/programs/stayintouch/enrollments', chen, { patientIds: [p.id] });
    await runWindowAt(new Date(TUESDAY_10AM.getTime() + 7 * DAY)); // Tuesday
    expect(await invitationsTo(p.id)).toBe(1);
    await s.db.query('update patients set sms_enabled = false where id = $1', [p.id]);
    const before = await countRows(s.db, 'sms_texts', `phone = $1 and direction = 'to_phone'`, [p.sms_phone]);
    await textFromPhone(s.app, p.sms_phone, 'Yes');
    expect((await enrollment(p.id)).status).toBe('Agreed');
    expect(await countRows(s.db, 'sms_texts', `phone = $1 and direction = 'to_phone'`, [p.sms_phone])).toBe(before);
  });

  test('Stop opts the patient out of their programs', async () => {
    const [p] = await eligible(1);
    await call('POST', '/programs/stayintouch/enrollments', chen, { patientIds: [p.id] });
    await textFromPhone(s.app, p.sms_phone, 'STOP');
    expect((await enrollment(p.id)).status).toBe('Opted Out');
  });

  test('the care team stops and queues again; a change that does not apply is refused with SPEC’s message', async () => {
    const [p] = await eligible(1);
    await call('POST', '/programs/stayintouch/enrollments', chen, { patientIds: [p.id] });
    const stop = await call('PUT', `/programs/stayintouch/enrollments/${p.id}`, chen, { action: 'stop' });
    expect(stop.json()).toEqual({ status: 'Stopped', inviteAttempts: 0 });
    const again = await call('PUT', `/programs/stayintouch/enrollments/${p.id}`, chen, { action: 'stop' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INVALID_STATUS_CHANGE);
    expect((await call('PUT', `/programs/stayintouch/enrollments/${p.id}`, chen, { action: 'requeue' })).json().status).toBe('In queue');
  });

  test('the demo call runs the next window now', async () => {
    const [p] = await eligible(1);
    await call('POST', '/programs/stayintouch/enrollments', chen, { patientIds: [p.id] });
    clock.set(new Date('2026-01-24T20:00:00Z')); // Saturday: no window today
    const res = await call('POST', '/programs/outreach/next-window', chen);
    expect(res.statusCode).toBe(200);
    const sit = (res.json() as { windows: { programId: string; windowStart: string }[] }).windows.find((w) => w.programId === 'stayintouch');
    expect(sit?.windowStart).toBe('2026-01-26T14:00:00.000Z');
    await s.app.jobs.runDue();
    expect(await invitationsTo(p.id)).toBe(1);

    // That window has run: the next one is Tuesday's, not Monday's again.
    const o = (await call('GET', '/programs/stayintouch/overview', chen)).json() as ProgramOverview;
    expect(o.nextWindowStart).toBe('2026-01-27T14:00:00.000Z');
    // Last invited is when the text went out (never the future window it was sent for).
    const { mrn } = (await s.db.query<{ mrn: string }>('select mrn from patients where id = $1', [p.id])).rows[0];
    const row = ((await call('GET', `/programs/stayintouch/roster?search=${encodeURIComponent(mrn)}`, chen)).json() as Paged<ProgramRosterPatient>).results.find(
      (r) => r.patientId === p.id,
    )!;
    const sent = (await s.db.query<{ at: Date }>(`select max(sent_at) as at from outreach_attempts where patient_id = $1`, [p.id])).rows[0].at;
    expect(row.lastInvitedAt).toBe(new Date(sent).toISOString());
    expect(new Date(row.lastInvitedAt!).getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('program figures: one definition each, about this program’s patients', () => {
  test('patients invited in the last 7 days count each patient once and never exceed the program; open tasks are its patients’', async () => {
    const f = (await call('GET', '/programs/stayintouch/practice-figures', ortiz)).json() as ProgramFigures;
    const program = `(select id from programs where key = 'stayintouch' and org_id = $1)`;
    const invited = await countRows(
      s.db,
      'patients',
      `id in (select patient_id from outreach_attempts where program_id = ${program} and status = 'sent' and sent_at > now() - interval '7 days')`,
      [ORGS.riverside],
    );
    expect(f.invitedThisWeek).toBe(invited);
    expect(f.invitedThisWeek).toBeLessThanOrEqual(f.enrolled);
    const tasks = await countRows(s.db, 'tasks', `org_id = $1 and status in ('open', 'in_progress') and patient_id in (select patient_id from patient_programs where program_id = ${program})`, [ORGS.riverside]);
    expect(f.openTasks).toBe(tasks);
  });
});

describe('permissions and organisation scope on every program route', () => {
  // Three items each: jest would take a missing third argument for the done callback.
  const routes: [string, string, object | null][] = [
    ['GET', '/programs', null],
    ['GET', '/programs/catalogue', null],
    ['POST', '/programs/awv', null],
    ['GET', '/programs/stayintouch/overview', null],
    ['GET', '/programs/stayintouch/roster', null],
    ['GET', '/programs/stayintouch/eligible-patients', null],
    ['POST', '/programs/stayintouch/enrollments', { patientIds: ['00000000-0000-4000-8000-000000000000'] }],
    ['PUT', '/programs/stayintouch/enrollments/00000000-0000-4000-8000-000000000000', { action: 'stop' }],
    ['GET', '/programs/stayintouch/outreaches', null],
    ['GET', '/programs/stayintouch/outreaches/00000000-0000-4000-8000-000000000000', null],
    ['GET', '/programs/stayintouch/practice-figures', null],
    ['GET', '/programs/stayintouch/task-figures', null],
    ['POST', '/programs/outreach/next-window', null],
  ];

  test.each(routes)('%s %s: 401 without a token, 403 in an organisation not the caller’s', async (method, url, payload) => {
    expect((await s.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    expect((await call(method as 'GET', url, chen, payload ?? undefined, ORGS.lakeside)).statusCode).toBe(403);
  });

  test('a provider admin reads the practice figures but not the roster; a client partner the task figures', async () => {
    expect((await call('GET', '/programs/stayintouch/practice-figures', ortiz)).statusCode).toBe(200);
    expect((await call('GET', '/programs/stayintouch/roster', ortiz)).statusCode).toBe(403);
    expect((await call('GET', '/programs', ortiz)).statusCode).toBe(403);
    const figures = await call('GET', '/programs/stayintouch/task-figures', lee);
    expect(figures.statusCode).toBe(200);
    expect(figures.json().enrolled).toBeGreaterThan(0);
    expect((await call('GET', '/programs/stayintouch/overview', lee)).statusCode).toBe(403);
  });

  test('another organisation’s patients and outreach runs stay out of reach', async () => {
    const [lakesidePatient] = await eligible(1, 'p.sms_phone is not null', ORGS.lakeside);
    const res = await call('POST', '/programs/stayintouch/enrollments', chen, { patientIds: [lakesidePatient.id] });
    expect(res.json()).toEqual({ added: 0, ignored: 1 });
    const lakesideRun = (await s.db.query<{ id: string }>(`select o.id::text as id from outreaches o where o.org_id = $1 limit 1`, [ORGS.lakeside])).rows[0];
    expect((await call('GET', `/programs/stayintouch/outreaches/${lakesideRun.id}`, chen)).statusCode).toBe(404);
    expect((await call('PUT', `/programs/stayintouch/enrollments/${lakesidePatient.id}`, chen, { action: 'stop' })).statusCode).toBe(404);
  });
});
