/** @jest-environment ./src/testing/native-environment.cjs */
/**
 * Role × route matrix, generated from the route declarations: every demo account against every
 * declared non-public route, in each of its organisations and in one it does not belong to.
 * The expectation comes from the declaration and the account's permissions (kernel can()), the
 * answer from the real API: expected deny → 403, expected allow → neither 401 nor 403.
 */
import { bearer, login, ORGS, useTestApp } from '../../testing/harness';
import { ssoCalls } from '@hearth/shared-kernel/api';
import { can } from '@hearth/shared-kernel/permissions';
import { isCdeReviewer } from '@hearth/shared-kernel/rules';
import type { Membership } from './access-guard';
import { DEMO_ACCOUNTS, DEMO_ORGS } from '../../demo/demo-accounts';
import { demoCallers, expectedAllowed, fillPath, pathParams, seedIds, type DemoCaller, type SeedIds } from '../../testing/route-calls';
import { MESSAGES } from './access-guard';
import type { DeclaredRoute } from './route-access';
import { expectedMetricsStatus, rawRequest, useMetricsPort } from '../../testing/metrics-port';

const s = useTestApp();
const metricsPort = useMetricsPort();
let routes: DeclaredRoute[];
let callers: DemoCaller[];

/**
 * Rules a handler adds that a declaration cannot state (it has no 'either of'): article previews
 * are for whoever may message or see patients.
 */
const HANDLER_RULES: Record<string, (memberships: Membership[]) => boolean> = {
  'GET /articles/previews': (ms) => ms.some((m) => can(m.permissions, 'SEND_MESSAGE') || can(m.permissions, 'VIEW_PATIENT')),
  // The CDE worklist: any of the three review permissions.
  'GET /cde/worklist': (ms) => ms.some((m) => isCdeReviewer(m.permissions)),
};
const idsByOrg = new Map<string, SeedIds>();
const tally = { allowed: 0, denied: 0 };

beforeAll(async () => {
  for (const org of Object.values(DEMO_ORGS)) idsByOrg.set(org.id, await seedIds(s.db, org.id));
  callers = await demoCallers(s.db);
  // The live socket is not HTTP (its token check is in live.test.ts).
  routes = s.app.declaredRoutes.filter((r) => !r.access.public && r.url !== '/live' && r.method !== 'HEAD');
});

/** A benign call: real ids of that organisation in the path, no query, no body. */
function call(route: DeclaredRoute, orgId: string, professionalId: string, headers: Record<string, string>) {
  const url = fillPath(route.url, pathParams(route.url, { professionalId, orgId }, idsByOrg.get(orgId)!));
  return s.app.inject({ method: route.method as 'GET', url, headers });
}

test('the declarations cover enough routes to mean something', () => {
  expect(routes.length).toBeGreaterThan(30);
  // Single sign-on's settings (practice admin) are in the matrix; its public start and callback are fuzzed.
  for (const c of [ssoCalls.settings, ssoCalls.saveSettings]) expect(routes.some((r) => r.method === c.method && r.url === c.path)).toBe(true);
});

test.each(DEMO_ACCOUNTS.map((a) => a.username))('%s: every route answers as its declaration says', async (username) => {
  const { account, memberships } = callers.find((c) => c.account.username === username)!;
  const { access_token, id_token } = await login(s.app, username);
  // The client sends the ID token too; health-record routes want it.
  const headers = (orgId: string) => ({ ...bearer(access_token, orgId), 'x-id-token': id_token });
  const own = memberships.map((m) => m.orgId);
  const foreign = Object.values(DEMO_ORGS).map((o) => o.id).filter((id) => !own.includes(id));
  const mismatches: string[] = [];
  for (const route of routes) {
    // Only org-scoped routes depend on the organisation acted in.
    for (const orgId of route.access.orgScoped ? [...own, ...foreign] : [own[0]]) {
      const handlerRule = HANDLER_RULES[`${route.method} ${route.url}`];
      const allowed = expectedAllowed(memberships, route.access, orgId) && (!handlerRule || handlerRule(memberships));
      const res = await call(route, orgId, account.id, headers(orgId));
      const ok = allowed ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === 403;
      tally[allowed ? 'allowed' : 'denied']++;
      if (!ok) {
        const where = Object.entries(DEMO_ORGS).find(([, o]) => o.id === orgId)?.[0];
        mismatches.push(`${route.method} ${route.url} in ${where}: expected ${allowed ? 'allow' : 'deny (403)'}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
  }
  expect(mismatches).toEqual([]);
});

test('the matrix holds both outcomes', () => {
  expect(tally.allowed).toBeGreaterThan(20);
  expect(tally.denied).toBeGreaterThan(20);
});

test('without credentials every declared non-public route answers 401', async () => {
  const answers = await Promise.all(routes.map(async (route) => [route, await call(route, ORGS.riverside, DEMO_ACCOUNTS[0].id, {})] as const));
  const wrong = answers.filter(([, res]) => res.statusCode !== 401 || res.json().message !== MESSAGES.unauthenticated);
  expect(wrong.map(([route, res]) => `${route.method} ${route.url}: ${res.statusCode}`)).toEqual([]);
});

test.each(DEMO_ACCOUNTS.map((a) => a.username))('%s: the metrics port is the same for every caller, and no API route is on it', async (username) => {
  const { account, memberships } = callers.find((c) => c.account.username === username)!;
  const { access_token } = await login(s.app, username);
  const orgId = memberships[0].orgId;
  const headers = bearer(access_token, orgId);
  const mismatches: string[] = [];
  // The API's routes, as this caller would call them, answer nothing but 404 on the metrics port.
  for (const route of [...routes, ...s.app.declaredRoutes.filter((r) => r.access.public)]) {
    const url = fillPath(route.url, pathParams(route.url, { professionalId: account.id, orgId }, idsByOrg.get(orgId)!));
    const { status } = await rawRequest(metricsPort.port, route.method, url, headers);
    if (status !== expectedMetricsStatus(route.method, url)) mismatches.push(`${route.method} ${route.url} on the metrics port → ${status}`);
  }
  // /metrics itself: the same answer with or without this caller's token; the API port never has it.
  for (const h of [headers, {}]) {
    const scrape = await rawRequest(metricsPort.port, 'GET', '/metrics', h);
    if (scrape.status !== 200 || !scrape.body.includes('hearth_http_request_duration_seconds')) mismatches.push(`GET /metrics on the metrics port → ${scrape.status}`);
  }
  const onApi = await s.app.inject({ method: 'GET', url: '/metrics', headers });
  if (onApi.statusCode !== 404) mismatches.push(`GET /metrics on the API port → ${onApi.statusCode}`);
  expect(mismatches).toEqual([]);
});
