/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, login, ORGS, startTestApp, useTestApp } from '../../testing/harness';
import { randomUUID } from 'node:crypto';
import { demoAccount } from '../../demo/demo-accounts';
import type { AuditRow } from './audit';
import { PROBES_PER_WINDOW, ProbeLimiter } from './probes';

/**
 * The audit trail of reads and probes: every PHI read writes one row naming the patients shown;
 * a request for another organisation's record (or none) writes a probe row; /audit shows where
 * each request came from.
 */
const s = useTestApp({ logins: ['dr.chen', 'admin.ortiz'] });
const chen = s.token('dr.chen');
const ortiz = s.token('admin.ortiz');

const CHEN = demoAccount('dr.chen').id;
// Documentation addresses (RFC 5737): the client, and what a client may claim to forward for.
const CLIENT = '203.0.113.7';
const CLAIMED = '198.51.100.9';

interface Row {
  id: string;
  event: string;
  professional_id: string | null;
  org_id: string | null;
  route: string | null;
  ip: string | null;
  detail: Record<string, unknown>;
}

const lastId = async () => (await s.db.query<{ id: string }>('select coalesce(max(id), 0)::text as id from audit_log')).rows[0].id;
const rowsAfter = async (id: string, event: string) =>
  (
    await s.db.query<Row>(
      'select id::text as id, event, professional_id::text as professional_id, org_id::text as org_id, route, ip, detail from audit_entries where id > $1 and event = $2 order by id',
      [id, event],
    )
  ).rows;
const get = (url: string, token = chen, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'GET', url, headers: { ...bearer(token.access_token, ORGS.riverside), ...headers }, remoteAddress: CLIENT });

async function oneId(sql: string, params: string[] = []): Promise<string> {
  const { rows } = await s.db.query<{ id: string }>(sql, params);
  expect(rows[0]).toBeDefined();
  return rows[0].id;
}
const patientOf = (orgId: string) => oneId('select id::text as id from patients where org_id = $1 order by mrn limit 1', [orgId]);

type Answer = Record<string, unknown> & { results?: Record<string, unknown>[] };
interface ReadCase {
  route: string;
  url: () => Promise<string>;
  /** The patients the answer shows. */
  shown: (answer: Answer | Record<string, unknown>[], url: string) => string[];
}

const ids = (list: Record<string, unknown>[] | undefined, key: string) => (list ?? []).map((r) => r[key]).filter((v): v is string => typeof v === 'string');
const pathId = (url: string) => [url.split('/')[2]];

const READS: ReadCase[] = [
  { route: 'GET /roster', url: async () => '/roster?take=50', shown: (a) => ids((a as Answer).results, 'id') },
  { route: 'GET /CommunicationRequest', url: async () => '/CommunicationRequest?take=50', shown: (a) => ids((a as Answer).results, 'patientId') },
  {
    route: 'GET /Communication',
    url: async () => `/Communication?conversationId=${await oneId("select c.id::text as id from conversations c where c.org_id = $1 and exists (select 1 from messages m where m.conversation_id = c.id) limit 1", [ORGS.riverside])}`,
    shown: (a) => ids((a as Answer).results, 'patientId'),
  },
  { route: 'GET /patients/:id/comm-prefs', url: async () => `/patients/${await patientOf(ORGS.riverside)}/comm-prefs`, shown: (_a, url) => pathId(url) },
  { route: 'GET /patients/:id/programs', url: async () => `/patients/${await patientOf(ORGS.riverside)}/programs`, shown: (_a, url) => pathId(url) },
  { route: 'GET /patients/:id/care-team', url: async () => `/patients/${await patientOf(ORGS.riverside)}/care-team`, shown: (_a, url) => pathId(url) },
  { route: 'GET /patients/:id/calls', url: async () => `/patients/${await patientOf(ORGS.riverside)}/calls`, shown: (_a, url) => pathId(url) },
  { route: 'GET /keepintouch/tasks/allTasksByMyOrg', url: async () => '/keepintouch/tasks/allTasksByMyOrg', shown: (a) => ids(a as Record<string, unknown>[], 'patientId') },
  { route: 'GET /task', url: async () => '/task', shown: (a) => ids(a as Record<string, unknown>[], 'patientId') },
  { route: 'GET /enrollment/pending', url: async () => '/enrollment/pending', shown: (a) => ids((a as Answer).results, 'patientId') },
];

describe.each(READS)('$route', (c) => {
  test('writes one audit row naming every patient shown, with who, where and from which address', async () => {
    const url = await c.url();
    const before = await lastId();
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const shown = [...new Set(c.shown(res.json(), url))].sort();
    expect(shown.length).toBeGreaterThan(0);
    const rows = await rowsAfter(before, 'phi_read');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ professional_id: CHEN, org_id: ORGS.riverside, route: c.route, ip: CLIENT });
    expect([...(rows[0].detail.patientIds as string[])].sort()).toEqual(shown);
  });
});

describe('PHI read rows', () => {
  test('a page that shows no patient writes none', async () => {
    const before = await lastId();
    const res = await get('/roster?search=Zzyzxnobody');
    expect(res.json().results).toEqual([]);
    expect(await rowsAfter(before, 'phi_read')).toEqual([]);
  });

  test('the search that found the patients stays out of the row', async () => {
    const { rows } = await s.db.query<{ last_name: string }>('select last_name from patients where org_id = $1 order by mrn limit 1', [ORGS.riverside]);
    const before = await lastId();
    const res = await get(`/roster?search=${encodeURIComponent(rows[0].last_name)}`);
    expect(res.json().results.length).toBeGreaterThan(0);
    const written = await rowsAfter(before, 'phi_read');
    expect(written).toHaveLength(1);
    expect(JSON.stringify(written[0])).not.toContain(rows[0].last_name);
  });
});

describe('probes: a record of another organisation, or none, answers 404 and is audited', () => {
  const probe = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const before = await lastId();
    const res = await s.app.inject({ method, url, headers: bearer(chen.access_token, ORGS.riverside), payload, remoteAddress: CLIENT });
    expect(res.statusCode).toBe(404);
    const rows = await rowsAfter(before, 'not_found');
    expect(rows).toHaveLength(1);
    return rows[0];
  };

  test("another organisation's patient: who, the route pattern and the id asked for", async () => {
    const lakesidePatient = await patientOf(ORGS.lakeside);
    const row = await probe('GET', `/patients/${lakesidePatient}/comm-prefs`);
    expect(row).toMatchObject({ professional_id: CHEN, org_id: ORGS.riverside, route: 'GET /patients/:id/comm-prefs', ip: CLIENT, detail: { requested: { id: lakesidePatient } } });
  });

  test('a record that does not exist reads the same', async () => {
    const nowhere = randomUUID();
    expect((await probe('GET', `/patients/${nowhere}`)).detail).toEqual({ requested: { id: nowhere } });
  });

  test('ids in the query and the body are named too; other values are not', async () => {
    const conversation = await oneId('select id::text as id from conversations where org_id = $1 limit 1', [ORGS.lakeside]);
    expect((await probe('GET', `/Communication?conversationId=${conversation}&searchValue=Smith`)).detail).toEqual({ requested: { conversationId: conversation } });
    const patient = await patientOf(ORGS.lakeside);
    const row = await probe('POST', '/messages', { clientId: 'probe-client-1', patientId: patient, body: 'hello there', channel: 'chat' });
    expect(row.detail).toEqual({ requested: { patientId: patient } });
  });

  test('a path parameter that is not an id is left out', async () => {
    const task = await oneId("select id::text as id from tasks where org_id = $1 and status = 'open' limit 1", [ORGS.lakeside]);
    const row = await probe('PUT', `/task/${task}/update/completed`, {});
    expect(row.route).toBe('PUT /task/:id/update/:action');
    expect(row.detail).toEqual({ requested: { id: task } });
  });

  test('no row for an unknown URL, a signed-out caller, or a record found', async () => {
    const before = await lastId();
    expect((await get('/no-such-route/123')).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: `/patients/${randomUUID()}` })).statusCode).toBe(401);
    expect((await get(`/patients/${await patientOf(ORGS.riverside)}`)).statusCode).toBe(200);
    expect(await rowsAfter(before, 'not_found')).toEqual([]);
  });

  test(`a flood writes ${PROBES_PER_WINDOW} rows a minute per caller, the last saying the limit was reached`, async () => {
    // Its own app: the limit is counted per instance.
    const flooded = await startTestApp(s.db);
    try {
      const kim = await login(flooded, 'nurse.kim');
      const before = await lastId();
      for (let i = 0; i < PROBES_PER_WINDOW + 10; i++) {
        const res = await flooded.inject({ method: 'GET', url: `/patients/${randomUUID()}`, headers: bearer(kim.access_token, ORGS.riverside) });
        expect(res.statusCode).toBe(404);
      }
      const rows = await rowsAfter(before, 'not_found');
      expect(rows).toHaveLength(PROBES_PER_WINDOW);
      expect(rows.filter((r) => r.detail.limitReached)).toEqual([rows[PROBES_PER_WINDOW - 1]]);
    } finally {
      await flooded.close();
    }
  });
});

describe('ProbeLimiter', () => {
  test('counts what it holds back and reports it with the next row of a later window', () => {
    let now = 0;
    const limiter = new ProbeLimiter(2, 1000, () => now);
    expect(limiter.take('a')).toEqual({ record: true, suppressed: 0, limitReached: false });
    expect(limiter.take('a')).toEqual({ record: true, suppressed: 0, limitReached: true });
    expect(limiter.take('a')).toEqual({ record: false });
    expect(limiter.take('a')).toEqual({ record: false });
    // Another caller has a window of their own.
    expect(limiter.take('b')).toEqual({ record: true, suppressed: 0, limitReached: false });
    now = 1000;
    expect(limiter.take('a')).toEqual({ record: true, suppressed: 2, limitReached: false });
    expect(limiter.take('a')).toEqual({ record: true, suppressed: 0, limitReached: true });
  });
});

describe('GET /audit', () => {
  test('shows the client address of each row: the connection, not a forwarded-for header it sent', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'dr.chen', password: 'hearth-demo' },
      headers: { 'x-forwarded-for': CLAIMED },
      remoteAddress: CLIENT,
    });
    expect(res.statusCode).toBe(200);
    const audit = await get('/audit?limit=500', ortiz);
    expect(audit.statusCode).toBe(200);
    const items = audit.json().items as AuditRow[];
    const signIn = items.find((r) => r.event === 'login_success' && r.professionalId === CHEN && r.ip === CLIENT);
    expect(signIn).toBeDefined();
    expect(items.some((r) => r.ip === CLAIMED)).toBe(false);
  });
});
