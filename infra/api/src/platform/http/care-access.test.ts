/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, ORGS, useTestApp } from '../../testing/harness';

/**
 * Every care route, three ways: its declared permissions; a signed-in caller without them (403,
 * audited); a caller of Riverside naming Lakeside (403) or reaching for a Lakeside record (404,
 * the same answer as for a record that does not exist, audited as a probe).
 */
const s = useTestApp({ logins: ['dr.chen', 'admin.ortiz'] });
const chen = s.token('dr.chen');
const ortiz = s.token('admin.ortiz');
const ids: Record<'patient' | 'task' | 'conversation' | 'event' | 'text' | 'import', string> = { patient: '', task: '', conversation: '', event: '', text: '', import: '' };

beforeAll(async () => {
  const one = async (sql: string) => (await s.db.query<{ id: string }>(sql, [ORGS.lakeside])).rows[0].id;
  ids.patient = await one('select id::text as id from patients where org_id = $1 order by mrn limit 1');
  ids.task = await one("select id::text as id from tasks where org_id = $1 and status = 'open' limit 1");
  ids.conversation = await one("select id::text as id from conversations where org_id = $1 and status = 'active' and automated limit 1");
  ids.event = await one("select id::text as id from adt_events where org_id = $1 and status = 'new' limit 1");
  ids.text = await one("select id::text as id from messages where org_id = $1 and direction = 'outbound' and channel = 'sms' limit 1");
  // A patient import previewed at Lakeside (the demo data has none).
  ids.import = await one(
    `insert into patient_imports (id, org_id, created_by, file_name, total_rows, error_rows, good_rows, default_time_zone)
     select gen_random_uuid(), $1, professional_id, 'lakeside.csv', 1, 0, 1, 'America/Chicago' from professional_org_roles where org_id = $1 limit 1
     returning id::text as id`,
  );
});

interface Case {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  permissions: string[];
  /** A Lakeside record in the path or body: Riverside's caller gets 404. */
  foreign?: () => { url: string; payload?: object };
  payload?: () => object;
}

const P = () => ids.patient;
const CASES: Case[] = [
  { method: 'GET', url: '/roster', permissions: ['VIEW_PATIENT'] },
  { method: 'GET', url: '/roster-professional', permissions: ['VIEW_USER_ROSTER'] },
  { method: 'GET', url: '/patients/:id', permissions: ['VIEW_PATIENT'], foreign: () => ({ url: `/patients/${P()}` }) },
  {
    method: 'POST',
    url: '/patients',
    permissions: ['ADD_PATIENT'],
    payload: () => ({ mrn: 'ACCESS-1', firstName: 'Ada', lastName: 'Access', dateOfBirth: '1980-01-01', timeZone: 'America/Chicago' }),
  },
  { method: 'POST', url: '/patients/imports', permissions: ['ADD_PATIENT'] },
  { method: 'POST', url: '/patients/imports/:id/start', permissions: ['ADD_PATIENT'], foreign: () => ({ url: `/patients/imports/${ids.import}/start` }) },
  { method: 'GET', url: '/patients/imports/:id', permissions: ['ADD_PATIENT'], foreign: () => ({ url: `/patients/imports/${ids.import}` }) },
  { method: 'PUT', url: '/patients/:id', permissions: ['MODIFY_PATIENT'], foreign: () => ({ url: `/patients/${P()}`, payload: { firstName: 'X' } }), payload: () => ({ firstName: 'X' }) },
  { method: 'GET', url: '/patients/:id/comm-prefs', permissions: ['VIEW_PATIENT'], foreign: () => ({ url: `/patients/${P()}/comm-prefs` }) },
  {
    method: 'PUT',
    url: '/patients/:id/comm-prefs',
    permissions: ['MODIFY_PATIENT'],
    payload: () => ({ smsEnabled: true, chatEnabled: true, voiceEnabled: true, contactStart: '09:00', contactEnd: '17:00', timeZone: 'America/Chicago', doNotDisturb: false }),
    foreign: () => ({ url: `/patients/${P()}/comm-prefs`, payload: { smsEnabled: true, chatEnabled: true, voiceEnabled: true, contactStart: '09:00', contactEnd: '17:00', timeZone: 'America/Chicago', doNotDisturb: false } }),
  },
  { method: 'GET', url: '/patients/:id/programs', permissions: ['VIEW_PATIENT'], foreign: () => ({ url: `/patients/${P()}/programs` }) },
  { method: 'GET', url: '/patients/:id/care-team', permissions: ['VIEW_PATIENT'], foreign: () => ({ url: `/patients/${P()}/care-team` }) },
  { method: 'GET', url: '/patients/:id/calls', permissions: ['VIEW_PATIENT'], foreign: () => ({ url: `/patients/${P()}/calls` }) },
  { method: 'GET', url: '/MeasureReport/:id', permissions: ['VIEW_PATIENT', 'VIEW_MEDICAL_HISTORY'] },
  { method: 'GET', url: '/DocumentReference/beneficiary/:id', permissions: ['VIEW_PATIENT', 'VIEW_MEDICAL_HISTORY'] },
  { method: 'POST', url: '/UserConfig/cachePresetRoster', permissions: ['VIEW_PATIENT'], payload: () => ({ presetRosterKey: 'all' }) },
  { method: 'GET', url: '/UserConfig/cachePresetRoster', permissions: ['VIEW_PATIENT'] },
  { method: 'POST', url: '/enrollment/invite', permissions: ['INITIATE_ENROLLMENT'], payload: () => ({ patientId: P() }), foreign: () => ({ url: '/enrollment/invite', payload: { patientId: P() } }) },
  { method: 'GET', url: '/CommunicationRequest', permissions: ['VIEW_PATIENT'] },
  { method: 'GET', url: '/Communication', permissions: ['VIEW_PATIENT'], foreign: () => ({ url: `/Communication?conversationId=${ids.conversation}` }) },
  { method: 'POST', url: '/messages', permissions: ['SEND_MESSAGE'], payload: () => ({ clientId: 'access-test-1', patientId: P(), body: 'x', channel: 'chat' }), foreign: () => ({ url: '/messages', payload: { clientId: 'access-test-2', patientId: P(), body: 'x', channel: 'chat' } }) },
  { method: 'POST', url: '/conversations/:id/end', permissions: ['SEND_MESSAGE'], foreign: () => ({ url: `/conversations/${ids.conversation}/end` }) },
  { method: 'POST', url: '/conversations/:id/close', permissions: ['SEND_MESSAGE'], foreign: () => ({ url: `/conversations/${ids.conversation}/close` }) },
  { method: 'GET', url: '/conversations/unread', permissions: ['VIEW_PATIENT'] },
  {
    method: 'POST',
    url: '/conversations/:id/read',
    permissions: ['VIEW_PATIENT'],
    payload: () => ({ upToSeq: 1 }),
    foreign: () => ({ url: `/conversations/${ids.conversation}/read`, payload: { upToSeq: 1 } }),
  },
  { method: 'POST', url: '/messages/:id/retry', permissions: ['SEND_MESSAGE'], foreign: () => ({ url: `/messages/${ids.text}/retry` }) },
  { method: 'GET', url: '/task', permissions: ['VIEW_TASK'] },
  { method: 'GET', url: '/keepintouch/tasks/allTasksByMyOrg', permissions: ['VIEW_TASK'] },
  { method: 'POST', url: '/task', permissions: ['ADD_TASK'], payload: () => ({ title: 't', description: 'd', assignedTo: 'x' }) },
  { method: 'PUT', url: '/task/:id/update/:action', permissions: ['MODIFY_TASK'], foreign: () => ({ url: `/task/${ids.task}/update/completed`, payload: {} }) },
  { method: 'POST', url: '/voice/calls', permissions: ['INITIATE_VOICECALL'], payload: () => ({ patientId: P(), patientNumber: '4155550101', providerNumber: '3125550199', providerName: 'X' }), foreign: () => ({ url: '/voice/calls', payload: { patientId: P(), patientNumber: '4155550101', providerNumber: '3125550199', providerName: 'X' } }) },
  { method: 'GET', url: '/organization/metrics', permissions: ['VIEW_PROGRAMS'] },
  { method: 'GET', url: '/events', permissions: ['ACCESS_EVENT_TRIGGER'] },
  { method: 'GET', url: '/events/history', permissions: ['ACCESS_EVENT_TRIGGER'] },
  { method: 'GET', url: '/patients/:id/events', permissions: ['VIEW_PATIENT', 'VIEW_EVENT_NOTIFICATIONS'], foreign: () => ({ url: `/patients/${P()}/events` }) },
  { method: 'POST', url: '/events/:id/acknowledge', permissions: ['ACCESS_EVENT_TRIGGER'], foreign: () => ({ url: `/events/${ids.event}/acknowledge` }) },
  {
    method: 'POST',
    url: '/events/:id/task',
    permissions: ['ACCESS_EVENT_TRIGGER', 'ADD_TASK'],
    payload: () => ({ title: 't', description: 'd', assignedTo: P() }),
    foreign: () => ({ url: `/events/${ids.event}/task`, payload: { title: 't', description: 'd', assignedTo: P() } }),
  },
  {
    method: 'POST',
    url: '/events/:id/match',
    permissions: ['ACCESS_EVENT_TRIGGER', 'VIEW_PATIENT'],
    payload: () => ({ patientId: P() }),
    foreign: () => ({ url: `/events/${ids.event}/match`, payload: { patientId: P() } }),
  },
  {
    method: 'POST',
    url: '/events/:id/patient',
    permissions: ['ACCESS_EVENT_TRIGGER', 'VIEW_PATIENT', 'ADD_PATIENT'],
    payload: () => ({ mrn: 'ACCESS-2', firstName: 'Ada', lastName: 'Access', dateOfBirth: '1980-01-01', timeZone: 'America/Chicago' }),
    foreign: () => ({
      url: `/events/${ids.event}/patient`,
      payload: { mrn: 'ACCESS-3', firstName: 'Ada', lastName: 'Access', dateOfBirth: '1980-01-01', timeZone: 'America/Chicago' },
    }),
  },
];

/** The route's path with placeholders filled by a Riverside-agnostic id (the permission check comes first). */
const concrete = (url: string) => url.replace(':id', ids.patient).replace(':action', 'completed');

describe.each(CASES)('$method $url', (c) => {
  test('declares its permissions, scoped to an organisation', () => {
    const declared = s.app.declaredRoutes.find((r) => r.method === c.method && r.url === c.url);
    expect(declared?.access).toMatchObject({ permissions: c.permissions, orgScoped: true });
    expect(declared?.access.public).toBeUndefined();
  });

  test('without the permission: 403, audited', async () => {
    const before = await countRows(s.db, 'audit_log', "event = 'access_denied' and detail->>'reason' = 'permission'");
    const res = await s.app.inject({ method: c.method, url: concrete(c.url), headers: bearer(ortiz.access_token), payload: c.payload?.() });
    expect(res.statusCode).toBe(403);
    expect(await countRows(s.db, 'audit_log', "event = 'access_denied' and detail->>'reason' = 'permission'")).toBe(before + 1);
  });

  test('naming an organisation that is not theirs: 403', async () => {
    const res = await s.app.inject({ method: c.method, url: concrete(c.url), headers: bearer(chen.access_token, ORGS.lakeside), payload: c.payload?.() });
    expect(res.statusCode).toBe(403);
  });

  if (c.foreign) {
    test("another organisation's record: 404, nothing changed, the probe audited", async () => {
      const { url, payload } = c.foreign!();
      const others = "event not in ('access_denied', 'login_success', 'not_found')";
      const before = await countRows(s.db, 'audit_log', others);
      const lastId = (await s.db.query<{ id: string }>('select max(id)::text as id from audit_log')).rows[0].id;
      const res = await s.app.inject({ method: c.method, url, headers: bearer(chen.access_token, ORGS.riverside), payload });
      expect(res.statusCode).toBe(404);
      expect(await countRows(s.db, 'audit_log', others)).toBe(before);
      const probes = await s.db.query<{ route: string }>("select route from audit_log where event = 'not_found' and id > $1", [lastId]);
      expect(probes.rows).toEqual([{ route: `${c.method} ${c.url}` }]);
    });
  }
});

test('every care route is in the table', () => {
  const care = /^\/(events|roster|patients|MeasureReport|DocumentReference|UserConfig|enrollment\/invite|Communication|messages|conversations|task|keepintouch|voice|organization\/)/;
  const declared = s.app.declaredRoutes.filter((r) => care.test(r.url) && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
  expect(declared.sort()).toEqual(CASES.map((c) => `${c.method} ${c.url}`).sort());
});
