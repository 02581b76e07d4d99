/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, login, openTestDb, startTestApp, type TestDb } from '../testing/harness';
import type { FastifyInstance } from 'fastify';
import type { TokenAnswer } from '@hearth/shared-kernel/domain';
import { DEMO_ORGS, demoAccount } from '../seed/demo-accounts';
import type { AuditRow } from './audit';

/**
 * The audit trail: /audit shows where each request came from.
 */
let t: TestDb;
let app: FastifyInstance;
let chen: TokenAnswer;
let ortiz: TokenAnswer;

const RIVERSIDE = DEMO_ORGS.riverside.id;
const LAKESIDE = DEMO_ORGS.lakeside.id;
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

beforeAll(async () => {
  t = await openTestDb();
  app = await startTestApp(t.db);
  [chen, ortiz] = await Promise.all([login(app, 'dr.chen'), login(app, 'admin.ortiz')]);
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const lastId = async () => (await t.db.query<{ id: string }>('select coalesce(max(id), 0)::text as id from audit_log')).rows[0].id;
const rowsAfter = async (id: string, event: string) =>
  (
    await t.db.query<Row>(
      'select id::text as id, event, professional_id::text as professional_id, org_id::text as org_id, route, ip, detail from audit_log where id > $1 and event = $2 order by id',
      [id, event],
    )
  ).rows;
const get = (url: string, token = chen, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...bearer(token.access_token, RIVERSIDE), ...headers }, remoteAddress: CLIENT });

describe('GET /audit', () => {
  test('shows the client address of each row: the connection, not a forwarded-for header it sent', async () => {
    const res = await app.inject({
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
