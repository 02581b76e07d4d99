/** @jest-environment ./src/testing/native-environment.cjs */
import { randomUUID } from 'node:crypto';
import { bearer, countRows, ORGS, useTestApp } from '../../testing/harness';
import type { OrgMetrics } from '@hearth/shared-kernel/domain';
import { DEMO_PATIENTS_PER_ORG } from '../../demo/care';

const s = useTestApp({ logins: ['nurse.kim', 'admin.ortiz'] });
const kim = s.token('nurse.kim');
const ortiz = s.token('admin.ortiz');

const metrics = (orgId: string, token = kim, query: Record<string, string> = {}) =>
  s.app.inject({ method: 'GET', url: '/organization/metrics', query, headers: bearer(token.access_token, orgId) });

/** The calendar day it is now in `timeZone`, as YYYY-MM-DD. */
const dayIn = (timeZone: string, at = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

describe('GET /organization/metrics', () => {
  test('cards and a 30-day series for the chosen organisation, matching the data', async () => {
    const org = ORGS.lakeside;
    const res = await metrics(org);
    expect(res.statusCode).toBe(200);
    const m = res.json() as OrgMetrics;
    expect(m.orgId).toBe(org);
    expect(m.totals.patients).toBe(DEMO_PATIENTS_PER_ORG);
    expect(Object.values(m.patientsByStatus).reduce((a, b) => a + b, 0)).toBe(DEMO_PATIENTS_PER_ORG);
    expect(m.totals.enrolled).toBe(m.patientsByStatus.approved);
    expect(m.totals.conversationsNeedingResponse).toBe(await countRows(s.db, 'conversations', "org_id = $1 and status = 'active' and needs_response", [org]));
    expect(m.totals.conversationsNeedingResponse).toBeGreaterThan(0);
    expect(m.totals.tasksOverdue).toBeGreaterThan(0);
    expect(m.totals.tasksDueToday).toBeGreaterThan(0);
    expect(m.daily).toHaveLength(30);
    expect(m.daily.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(m.daily.reduce((a, d) => a + d.messages, 0)).toBe(m.totals.messagesLast30Days);
    expect(m.totals.messagesLast30Days).toBe(await countRows(s.db, 'messages', "org_id = $1 and created_at >= (now() at time zone 'UTC')::date - 29", [org]));
    expect(m.daily.every((d) => d.messages === d.inbound + d.outbound)).toBe(true);
    const riverside = (await metrics(ORGS.riverside)).json() as OrgMetrics;
    expect(riverside.totals.tasksOpen).not.toBe(m.totals.tasksOpen);
  });

  test("counts overdue and due-today tasks by the caller's day, as the task list groups them", async () => {
    // A zone whose date differs from UTC's right now: 14 hours ahead from 10:00 UTC, 12 behind before noon.
    const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Etc/GMT+12';
    const today = dayIn(zone);
    expect(today).not.toBe(dayIn('UTC'));
    const org = ORGS.riverside;
    await s.db.query(`insert into tasks (id, org_id, title, description, due_date) values ($1, $2, 'Call back', 'Due on the local day', $3::date)`, [
      randomUUID(),
      org,
      today,
    ]);
    const open = "org_id = $1 and status in ('open', 'in_progress')";
    const m = (await metrics(org, kim, { timeZone: zone })).json() as OrgMetrics;
    expect(m.totals.tasksDueToday).toBe(await countRows(s.db, 'tasks', `${open} and due_date = $2::date`, [org, today]));
    expect(m.totals.tasksOverdue).toBe(await countRows(s.db, 'tasks', `${open} and due_date < $2::date`, [org, today]));
    expect(m.daily.at(-1)!.date).toBe(today);
  });

  test('refuses a time zone it does not know with 400 and says why', async () => {
    const res = await metrics(ORGS.riverside, kim, { timeZone: 'Mars/Olympus_Mons' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('timeZone must be an IANA time zone name');
  });

  test('needs VIEW_PROGRAMS in that organisation', async () => {
    expect((await metrics(ORGS.riverside, ortiz)).statusCode).toBe(403);
    expect((await metrics(ORGS.lakeside, ortiz)).statusCode).toBe(403);
  });
});
