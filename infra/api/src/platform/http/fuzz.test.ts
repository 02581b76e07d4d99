/** @jest-environment ./src/testing/native-environment.cjs */
/**
 * Property-based fuzzing of every declared route: params, query and body drawn from the route's
 * own schemas, then made hostile (NUL, unpaired surrogates, 1 MB, deep nesting, wrong types,
 * malformed ids, absurd dates, bodies that are not JSON). Each route is called as a demo account
 * allowed to call it, and without credentials. Whatever comes in: never a 5xx, a 4xx writes
 * nothing, and only JSON (or a declared form) is ever accepted.
 * FUZZ_SEED=<n> replays a run; FUZZ_RUNS=<n> changes the cases per route.
 */
import { ORGS, useTestApp } from '../../testing/harness';
import { ssoCalls } from '@hearth/shared-kernel/api';
import fc from 'fast-check';
import { DEMO_ACCOUNTS, DEMO_ORGS } from '../../demo/demo-accounts';
import { simulatorSmsProvider } from '../../channels/sms/provider';
import { withDemoSso, type DemoIdpProcess } from '../../testing/demo-idp-process';
import { callerFor, demoCallers, nextXid, pathParams, seedIds, tableNames, tablesWrittenSince, type Caller, type DemoCaller, type SeedIds } from '../../testing/route-calls';
import { bodyArbitrary, hostileString, jsonSchemaOf, percentEncode, queryString, textRecordArbitrary } from '../../testing/schema-arbitrary';
import type { DeclaredRoute } from './route-access';
import { expectedMetricsStatus, rawRequest, useMetricsPort } from '../../testing/metrics-port';

const RUNS = Number(process.env.FUZZ_RUNS) || 60;
const UNAUTHENTICATED_RUNS = 4;
const SEED = Number(process.env.FUZZ_SEED) || Date.now() % 2 ** 31;

/**
 * A refusal may leave a trace, nothing else: guesses at a credential (password, reset token) are
 * counted whatever the answer, to limit them; refused access and signed-in 404 probes are audited.
 */
const COUNTED_GUESSES = ['attempt_locks'];
const tracesOfRefusal = (status: number) => ([401, 403, 404, 429].includes(status) ? [...COUNTED_GUESSES, 'audit_log'] : COUNTED_GUESSES);

let idp: DemoIdpProcess | undefined;
const s = useTestApp({
  prepare: async (t) => {
    // Lakeside signs in through the demo identity provider: single sign-on's calls meet a
    // configured organisation (a real start, a callback with a state that was never given).
    idp = await withDemoSso(t.db);
    // The simulator without its delayed status reports: a report landing during another request's
    // check would read as that request's write.
    return { sms: simulatorSmsProvider(t.db) };
  },
  logins: DEMO_ACCOUNTS.map((account) => account.username),
});
const metricsPort = useMetricsPort();
afterAll(() => idp?.close());
let tables: string[];
let callers: DemoCaller[];
const idsByOrg = new Map<string, SeedIds>();

beforeAll(async () => {
  tables = await tableNames(s.db);
  callers = await demoCallers(s.db);
});

/** A demo account's headers: health-record routes also want the ID token (x-id-token), as the client sends it. */
function signedIn(username: string): Record<string, string> {
  const answer = s.token(username);
  return { authorization: `Bearer ${answer.access_token}`, 'x-id-token': answer.id_token };
}

interface Case {
  params: Record<string, string | string[]>;
  rawSegment: string | null;
  query: Record<string, string | string[]>;
  contentType: string;
  body: unknown;
}

const FORM = 'application/x-www-form-urlencoded';
const hasBody = (method: string) => !['GET', 'HEAD'].includes(method);

function caseArbitrary(route: DeclaredRoute, ids: string[], validParams: Record<string, string>): fc.Arbitrary<Case> {
  const schema = route.schema ?? {};
  const paramsSchema = jsonSchemaOf(schema.params);
  const params = paramsSchema ? textRecordArbitrary(paramsSchema, ids, false) : fc.constant(validParams);
  return fc.record({
    params,
    // Now and then a path segment that is not even valid percent-encoding.
    rawSegment: fc.option(fc.constantFrom('%E0%A4%A', '%', '%ZZ', '%00', '%ED%A0%80'), { freq: 6 }),
    query: textRecordArbitrary(jsonSchemaOf(schema.querystring), ids, true),
    contentType: fc.constantFrom('application/json', 'application/json', 'application/json', 'text/plain', FORM),
    body: hasBody(route.method) ? bodyArbitrary(jsonSchemaOf(schema.body), ids) : fc.constant(undefined),
  });
}

function requestOf(route: DeclaredRoute, c: Case, validParams: Record<string, string>) {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const segment = (name: string) => {
    if (c.rawSegment && name === names.at(-1)) return c.rawSegment;
    const value = c.params[name] ?? validParams[name];
    return percentEncode(Array.isArray(value) ? value.join(',') : value);
  };
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => segment(name));
  let payload: string | undefined;
  if (c.body !== undefined) {
    if (c.contentType === FORM) {
      const flat = c.body && typeof c.body === 'object' ? (c.body as Record<string, unknown>) : { value: c.body };
      payload = queryString(Object.fromEntries(Object.entries(flat).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]))).slice(1);
    } else {
      payload = JSON.stringify(c.body);
    }
  }
  return { url: path + queryString(c.query), payload };
}

/** Answers by class, for the summary: the 2xx show how many cases got through to the handlers. */
const answered: Record<string, number> = {};

interface Finding {
  route: string;
  problem: string;
}

async function fuzzRoute(route: DeclaredRoute, caller: Caller | null, runs: number, findings: Finding[]): Promise<number> {
  const orgId = caller?.orgId ?? ORGS.riverside;
  const ids = idsByOrg.get(orgId)!;
  const professionalId = caller?.account.id ?? DEMO_ACCOUNTS[0].id;
  const validParams = pathParams(route.url, { professionalId, orgId }, ids);
  const idPool = [ids.patient, ids.task, ids.conversation, ids.article, professionalId, orgId];
  const headers = caller ? { ...signedIn(caller.account.username), 'x-organization-id': caller.orgId } : {};
  const label = `${route.method} ${route.url} ${caller ? `as ${caller.account.username}` : 'without credentials'}`;
  let calls = 0;
  const result = await fc.check(
    fc.asyncProperty(caseArbitrary(route, idPool, validParams), async (c) => {
      const { url, payload } = requestOf(route, c, validParams);
      const before = await nextXid(s.db);
      const res = await s.app.inject({
        method: route.method as 'GET',
        url,
        headers: { ...headers, ...(payload !== undefined ? { 'content-type': c.contentType } : {}) },
        ...(payload !== undefined ? { payload } : {}),
      });
      calls++;
      const status = res.statusCode;
      answered[`${String(status)[0]}xx`] = (answered[`${String(status)[0]}xx`] ?? 0) + 1;
      const what = `${route.method} ${url.slice(0, 200)} (${c.contentType}) → ${status} ${res.body.slice(0, 200)}`;
      if (status >= 500) throw new Error(`server error: ${what}`);
      // Only JSON is taken, and form bodies on the routes that declare them.
      const formRoute = (route.access as { formBody?: true }).formBody === true;
      if (status < 300 && payload !== undefined && c.contentType !== 'application/json' && !(c.contentType === FORM && formRoute)) {
        throw new Error(`accepted a ${c.contentType} body: ${what}`);
      }
      if (status >= 400 && (await nextXid(s.db)) !== before) {
        const allowed = tracesOfRefusal(status);
        const written = (await tablesWrittenSince(s.db, tables, before)).filter((table) => !allowed.includes(table));
        if (written.length) throw new Error(`a ${status} wrote to ${written.join(', ')}: ${what}`);
      }
    }),
    { numRuns: runs, seed: SEED, endOnFailure: true },
  );
  if (result.failed) {
    const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
    findings.push({ route: label, problem: `${error} (seed ${SEED}, path ${result.counterexamplePath})` });
  }
  return calls;
}

// Every route's runs, one after another: the time grows with the routes (about 65 s for 132 on two busy cores).
test('every declared route survives hostile params, query and body: no 5xx, no write on a 4xx', async () => {
  for (const org of Object.values(DEMO_ORGS)) idsByOrg.set(org.id, await seedIds(s.db, org.id));
  // The live socket is not HTTP; its frames are checked in live.test.ts.
  const routes = s.app.declaredRoutes.filter((r) => r.url !== '/live' && r.method !== 'HEAD');
  expect(routes.length).toBeGreaterThan(50);
  // Single sign-on's calls are among them (start and callback public, the settings signed in).
  for (const c of Object.values(ssoCalls)) expect(routes.some((r) => r.method === c.method && r.url === c.path)).toBe(true);

  const findings: Finding[] = [];
  const started = Date.now();
  let calls = 0;
  let withoutCaller = 0;
  for (const route of routes) {
    const caller = callerFor(route, callers);
    if (!route.access.public && !caller) withoutCaller++;
    calls += await fuzzRoute(route, caller, route.access.public || caller ? RUNS : UNAUTHENTICATED_RUNS, findings);
    if (!route.access.public) calls += await fuzzRoute(route, null, UNAUTHENTICATED_RUNS, findings);
  }
  console.info(
    `fuzz: ${routes.length} routes, ${calls} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${SEED}; answers ${JSON.stringify(answered)}; ${withoutCaller} routes no demo account may call)`,
  );
  expect(calls).toBeGreaterThan(routes.length * UNAUTHENTICATED_RUNS);
  expect(findings).toEqual([]);
}, 240_000);

test('the hostile strings include the ones that used to reach PostgreSQL', () => {
  const seen = new Set(fc.sample(hostileString(false), { numRuns: 2_000, seed: 1 }));
  for (const s of ['a\u0000b', '\uD800', '-'.repeat(36), '01/01/0100']) expect(seen.has(s)).toBe(true);
});

test('the write check sees an insert and an update, and nothing after a read', async () => {
  const riverside = idsByOrg.get(ORGS.riverside) ?? (await seedIds(s.db, ORGS.riverside));
  let before = await nextXid(s.db);
  await s.db.query('select count(*) from tasks');
  expect(await nextXid(s.db)).toBe(before);
  await s.db.query("update tasks set title = title || '' where id = $1", [riverside.task]);
  // A task write moves its organisation's task-list version (migration 065) in the same statement.
  expect((await tablesWrittenSince(s.db, tables, before)).sort()).toEqual(['task_list_versions', 'tasks']);
  before = await nextXid(s.db);
  await s.db.query("insert into attempt_locks (scope, subject) values ('test', 'test')");
  expect(await tablesWrittenSince(s.db, tables, before)).toEqual(['attempt_locks']);
});

/** Methods Node's HTTP parser takes; others it refuses itself (400) before the server sees them. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH', 'PURGE'];

test('the metrics port: hostile paths and methods answer 404 or 405, only GET and HEAD /metrics answer 200, never a 5xx', async () => {
  const findings: string[] = [];
  const path = fc.oneof(
    fc.constantFrom('/metrics', '/metrics?x=1', '/metrics/', '/Metrics', '//metrics', '/metrics/../metrics', '/metrics%00', '/%', '/%ZZ', '*', '/live', '/auth/login', '/health'),
    hostileString(false).map((text) => `/${percentEncode(text)}`),
    fc.tuple(fc.constantFrom('/metrics', '/'), hostileString(false)).map(([root, text]) => `${root}?${percentEncode(text)}`),
  );
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...METHODS), path, async (method, url) => {
      const { status, body } = await rawRequest(metricsPort.port, method, url);
      const expected = expectedMetricsStatus(method, url);
      if (status !== expected) findings.push(`${method} ${url.slice(0, 120)} → ${status} (expected ${expected})`);
      if (status === 200 && method === 'GET' && !body.includes('# TYPE hearth_http_request_duration_seconds histogram')) findings.push(`${method} ${url} → 200 without the metrics`);
    }),
    { numRuns: Math.max(RUNS * 4, 200), seed: SEED },
  );
  expect(findings).toEqual([]);
});

test('the public API port never answers /metrics, whatever the method or credentials', async () => {
  for (const method of METHODS.filter((m) => ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].includes(m))) {
    for (const url of ['/metrics', '/metrics?name[]=hearth_http_request_duration_seconds', '/metrics/']) {
      const res = await s.app.inject({ method: method as 'GET', url, headers: signedIn(DEMO_ACCOUNTS[0].username) });
      // 404; OPTIONS is a CORS preflight, refused (400) without an Origin before any route is looked up.
      expect([method, url, res.statusCode]).toEqual([method, url, method === 'OPTIONS' ? 400 : 404]);
      expect(res.body).not.toContain('hearth_');
    }
  }
});
