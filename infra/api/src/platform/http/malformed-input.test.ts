/** @jest-environment ./src/testing/native-environment.cjs */
/**
 * Malformed input answers 4xx, never 5xx, and writes nothing: the cases once reported, each
 * named (the fuzz suite covers the rest of every route).
 */
import { bearer, countRows, login, ORGS, useTestApp } from '../../testing/harness';
import { REQUEST_SIZE_LIMIT_BYTES } from '@hearth/shared-kernel/domain';
import { DOB_INVALID_MESSAGE } from '@hearth/shared-kernel/rules';
import { demoAccount } from '../../demo/demo-accounts';
import { DUE_DATE_MESSAGE } from '../../features/tasks/routes';
import { MESSAGES } from './access-guard';
import { JSON_ONLY_MESSAGE, UNSAFE_TEXT } from './validation';

const s = useTestApp({ logins: ['dr.chen'] });
let chen: Record<string, string>;
let patientId: string;
let chenId: string;

beforeAll(async () => {
  chen = bearer(s.token('dr.chen').access_token, ORGS.riverside);
  const { rows } = await s.db.query<{ id: string }>('select id::text from patients where org_id = $1 order by id limit 1', [ORGS.riverside]);
  patientId = rows[0].id;
  chenId = demoAccount('dr.chen').id;
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = chen) =>
  s.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('a NUL or an unpaired surrogate in any string: 400 naming the field', () => {
  test.each([
    ['PUT', '/patients/:patient', { firstName: 'Ann\u0000' }, "'firstName' in the request body"],
    ['PUT', '/patients/:patient', { address: 'x\uDC00' }, "'address' in the request body"],
    ['POST', '/task', { title: 'T\u0000', description: 'd' }, "'title' in the request body"],
    ['POST', '/auth/login', { username: 'dr.chen\u0000', password: 'x' }, "'username' in the request body"],
    ['POST', '/auth/forgot', { username: '\uD800' }, "'username' in the request body"],
    ['GET', '/roster?search=%00', undefined, "'search' in the query string"],
  ] as const)('%s %s %j', async (method, url, payload, field) => {
    const before = await countRows(s.db, 'patients', "first_name like 'Ann%'");
    const tasks = await countRows(s.db, 'tasks');
    const res = await send(method, url.replace(':patient', patientId), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Invalid request: ${field}: ${UNSAFE_TEXT}`);
    expect(await countRows(s.db, 'patients', "first_name like 'Ann%'")).toBe(before);
    expect(await countRows(s.db, 'tasks')).toBe(tasks);
  });

  test("an organisation id with a NUL is refused and the refusal still audited", async () => {
    const before = await countRows(s.db, 'audit_log', "event = 'access_denied'");
    const res = await send('GET', '/organizations/%00');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.orgDenied });
    expect(await countRows(s.db, 'audit_log', "event = 'access_denied'")).toBe(before + 1);
  });
});

describe('malformed ids: 400, not a query', () => {
  test('36 dashes where a UUID is expected', async () => {
    for (const url of [`/patients/${'-'.repeat(36)}`, `/task/${'-'.repeat(36)}/update/completed`, `/conversations/${'-'.repeat(36)}/end`]) {
      const res = await send(url.startsWith('/patients') ? 'GET' : url.startsWith('/task') ? 'PUT' : 'POST', url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/'id' in the path: expected an id \(a UUID\)/);
    }
  });

  test('an x-organization-id header that is no id: 403 like any organisation not the caller\'s', async () => {
    for (const org of ['-'.repeat(36), 'abc', 'ÿ'.repeat(300)]) {
      const res = await send('GET', '/roster', undefined, { ...chen, 'x-organization-id': org });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.orgDenied });
    }
  });

  test('/task?patientId=abc', async () => {
    const res = await send('GET', '/task?patientId=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Invalid request: 'patientId' in the query string: expected an id (a UUID)");
  });

  test('a task assigned to 36 dashes', async () => {
    const res = await send('POST', '/task', { title: 'T', description: 'd', assignedTo: '-'.repeat(36) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/'assignedTo' in the request body: expected an id/);
  });
});

describe('bodies', () => {
  test('JSON routes answer 415 to text/plain and form bodies', async () => {
    const tasks = await countRows(s.db, 'tasks');
    for (const [type, payload] of [['text/plain', 'title=a'], ['application/x-www-form-urlencoded', 'title=a&description=b']]) {
      const res = await s.app.inject({ method: 'POST', url: '/task', headers: { ...chen, 'content-type': type }, payload });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: JSON_ONLY_MESSAGE });
    }
    const login = await s.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=dr.chen&password=hearth-demo',
    });
    expect(login.statusCode).toBe(415);
    expect(await countRows(s.db, 'tasks')).toBe(tasks);
  });

  test('the refresh endpoint keeps its form body (SPEC §7)', async () => {
    const { refresh_token } = await login(s.app, 'dr.chen');
    const res = await s.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: { authorization: `Refresh ${refresh_token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=refresh_token',
    });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().access_token).toBe('string');
  });

  test('an unknown route with any body or query is a plain 404', async () => {
    for (const type of ['text/plain', 'application/json', 'application/x-www-form-urlencoded']) {
      const res = await s.app.inject({ method: 'POST', url: '/no-such-route?x=%00', headers: { 'content-type': type }, payload: type === 'application/json' ? '{"a":"\\u0000"}' : 'a=b' });
      expect(res.statusCode).toBe(404);
    }
  });

  test('a body over the limit: 413', async () => {
    const res = await send('POST', '/task', { title: 'x'.repeat(REQUEST_SIZE_LIMIT_BYTES), description: 'd' });
    expect(res.statusCode).toBe(413);
  });

  test('deep nesting: 400', async () => {
    const payload = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const res = await s.app.inject({ method: 'POST', url: '/task', headers: { ...chen, 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid request: the request body is nested too deeply');
  });
});

describe('dates outside 1900-2100 are refused', () => {
  test('a date of birth in year 100, or tomorrow', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const dateOfBirth of ['01/01/0100', '0100-01-01', tomorrow]) {
      const res = await send('PUT', `/patients/${patientId}`, { dateOfBirth });
      expect(res.statusCode).toBe(400);
      expect(res.json().messages).toEqual([DOB_INVALID_MESSAGE]);
    }
  });

  test('a due date in year 100', async () => {
    const tasks = await countRows(s.db, 'tasks');
    const res = await send('POST', '/task', { title: 'T', description: 'd', assignedTo: chenId, dueDate: '01/01/0100' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([DUE_DATE_MESSAGE]);
    expect(await countRows(s.db, 'tasks')).toBe(tasks);
  });
});
