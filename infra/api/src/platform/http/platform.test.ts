/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, login, startTestApp, useTestApp } from '../../testing/harness';
import * as kernelApi from '@hearth/shared-kernel/api';
import type { Access, Call } from '@hearth/shared-kernel/api';
import Fastify from 'fastify';
import { loadMigrations, migrate } from '../db/migrate';
import type { Db } from '../db/types';
import { migrationsDir } from '../config/paths';
import { seedDemo } from '../../demo/demo';
import { API_CSP } from './security-headers';
import { enforceRouteDeclarations } from './route-access';

const logLines: string[] = [];
const s = useTestApp({ logStream: { write: (line: string) => void logLines.push(line) } });

/** Every call the kernel declares: each group exported by `@hearth/shared-kernel/api` is an object of calls. */
function kernelCalls(): Call[] {
  const isCall = (v: unknown): v is Call => !!v && typeof v === 'object' && 'method' in v && 'path' in v && 'access' in v;
  return Object.values(kernelApi).flatMap((group) => (group && typeof group === 'object' ? Object.values(group).filter(isCall) : []));
}

describe('route declarations', () => {
  test('every registered route declares its permissions and organisation scope', () => {
    const routes = s.app.declaredRoutes.map((r) => `${r.method} ${r.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /health', 'GET /ready', 'POST /auth/login', 'POST /auth/refresh', 'POST /auth/logout', 'POST /auth/forgot',
        'POST /auth/reset', 'GET /professional/current/:professionalId', 'GET /security', 'GET /organizations/:orgId',
        'GET /feature-flags', 'POST /log/:level', 'GET /audit', 'GET /live', 'POST /debug/ping', 'GET /outbox',
      ]),
    );
    for (const route of s.app.declaredRoutes) {
      expect(Array.isArray(route.access.permissions)).toBe(true);
      expect(typeof route.access.orgScoped).toBe('boolean');
    }
  });

  test('every route is a call declared in the kernel api, served as declared; every declared call is served', () => {
    const served = new Map(s.app.declaredRoutes.filter((r) => r.method !== 'HEAD').map((r) => [`${r.method} ${r.url}`, r.access]));
    const declared = new Map(kernelCalls().map((c) => [`${c.method} ${c.path}`, c.access]));
    // The live socket is not a call: its frames are the kernel's live contract.
    const notCalls = [...served.keys()].filter((route) => !declared.has(route) && route !== 'GET /live');
    expect(notCalls).toEqual([]);
    expect([...declared.keys()].filter((route) => !served.has(route))).toEqual([]);
    // The guard reads these from the route's config (which also holds formBody and the like).
    const accessOf = (a: Access | undefined) => a && { permissions: a.permissions, orgScoped: a.orgScoped, public: a.public, patient: a.patient };
    for (const [route, access] of declared) expect({ route, access: accessOf(served.get(route)) }).toEqual({ route, access: accessOf(access) });
  });

  test('every route that is not public refuses a caller without a token', async () => {
    const guarded = s.app.declaredRoutes.filter((r) => !r.access.public && r.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThanOrEqual(7);
    for (const route of guarded) {
      const url = route.url.replace(/:\w+/g, '27849ece-bb53-41d3-aa4b-046129aa07c9');
      const res = await s.app.inject({ method: route.method as 'GET', url });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 401 });
    }
  });

  test('a route registered without a declaration stops the app from starting', async () => {
    const bare = Fastify();
    enforceRouteDeclarations(bare);
    expect(() => bare.get('/oops', async () => 'unguarded')).toThrow(/GET \/oops: no config|config\.permissions/);
    expect(() => bare.get('/typo', { config: { permissions: ['VIEW_EVERYTHING' as never], orgScoped: false } }, async () => 'x')).toThrow(
      /unknown permissions VIEW_EVERYTHING/,
    );
    expect(() => bare.get('/half', { config: { permissions: [] } }, async () => 'x')).toThrow(/orgScoped/);
    await bare.close();
  });
});

describe('security headers', () => {
  const expectHeaders = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toBe(API_CSP);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  };

  test('on answers, errors and unknown paths alike', async () => {
    expectHeaders((await s.app.inject({ method: 'GET', url: '/health' })).headers);
    expectHeaders((await s.app.inject({ method: 'GET', url: '/security' })).headers);
    expectHeaders((await s.app.inject({ method: 'GET', url: '/no/such/path' })).headers);
    expectHeaders((await s.app.inject({ method: 'POST', url: '/auth/login', payload: { nope: 1 } })).headers);
  });

  test('the CSP has no unsafe-inline or unsafe-eval', async () => {
    const csp = String((await s.app.inject({ method: 'GET', url: '/health' })).headers['content-security-policy']);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    s.app.inject({
      method: 'OPTIONS',
      url: '/security',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,x-organization-id,x-api-key' },
    });

  test('an allowed origin may call with the portal headers', async () => {
    const res = await preflight('http://localhost:8080');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    const allowed = String(res.headers['access-control-allow-headers']);
    for (const h of ['authorization', 'content-type', 'x-api-key', 'x-organization-id', 'x-id-token']) expect(allowed).toContain(h);
  });

  test('refusals carry the grant too, so the portal can read a 401 or 429', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/security', headers: { origin: 'http://127.0.0.1:8080' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/retry-after/i);
  });

  test('another origin gets no CORS grant', async () => {
    const res = await preflight('http://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the audit log is append-only', () => {
  test('UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    await login(s.app, 'dr.chen');
    await expect(s.db.query("update audit_log set event = 'nothing'")).rejects.toThrow(/append-only/);
    await expect(s.db.query('delete from audit_log')).rejects.toThrow(/append-only/);
    await expect(s.db.query('truncate audit_log')).rejects.toThrow(/append-only/);
    const { rows } = await s.db.query<{ n: number }>("select count(*)::int as n from audit_log where event = 'login_success'");
    expect(Number(rows[0].n)).toBeGreaterThan(0);
  });
});

describe('health and readiness', () => {
  test('/health is always ok; /ready is ok when migrated', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    const ready = await s.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  test('/ready answers 503 when a migration of this build is not applied', async () => {
    const migrations = [...(await loadMigrations(migrationsDir)), { version: 999, name: 'future', sql: 'select 1' }];
    const ahead = await startTestApp(s.db, { migrations });
    try {
      const res = await ahead.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Database migrations pending');
    } finally {
      await ahead.close();
    }
  });

  test('/ready answers 503 when the database does not answer', async () => {
    const broken: Db = { ...s.db, query: () => Promise.reject(new Error('connection refused')) };
    const unreachable = await startTestApp(broken);
    try {
      const res = await unreachable.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Database unreachable');
      expect((await unreachable.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await unreachable.close();
    }
  });

  test('migrations are idempotent', async () => {
    expect(await migrate(s.db, await loadMigrations(migrationsDir))).toEqual([]);
  });

  test('the demo seed writes nothing into a database that has organisations', async () => {
    const before = await s.db.query<{ n: number }>('select count(*)::int as n from professionals');
    expect(await seedDemo(s.db)).toBe(false);
    const after = await s.db.query<{ n: number }>('select count(*)::int as n from professionals');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});

describe('the client log endpoint', () => {
  test('writes scrubbed lines at the level named; 204', async () => {
    const { access_token } = await login(s.app, 'dr.chen');
    logLines.length = 0;
    const res = await s.app.inject({
      method: 'POST',
      url: '/log/warn',
      headers: bearer(access_token),
      payload: { message: 'Roster failed for jane.doe@example.com born 04/12/1961', context: { phone: '+1 (555) 123-4567' }, at: new Date().toISOString() },
    });
    expect(res.statusCode).toBe(204);
    const line = logLines.map((l) => JSON.parse(l)).find((l) => l.source === 'client');
    expect(line).toMatchObject({ level: 40, msg: 'Roster failed for [email] born [date]', context: { phone: '[number]' } });
    // The values as written (not bare digits: a process id or a timestamp may hold '1961' or '555').
    expect(logLines.join('\n')).not.toMatch(/jane\.doe|04\/12\/1961|\(555\) 123-4567|5551234567/);
  });

  test('no credential shape reaches the log: links, article ids, bare refresh tokens, percent-encoded keys', async () => {
    const { access_token, refresh_token } = await login(s.app, 'dr.chen');
    const link = 'Lk8_secure-chat-link-token-0123456789abcdefg';
    const article = 'Ar7_sent-article-token-0123456789abcdefghijk';
    logLines.length = 0;
    const res = await s.app.inject({
      method: 'POST',
      url: '/log/error',
      headers: bearer(access_token),
      payload: {
        messages: [
          `opened /patient?link=${link}`,
          `GET /article/${article}/f9bd49ab-a146-4be1-a877-1e19a83f0be4 failed`,
          `refresh failed: ${refresh_token}`,
          `GET /live?%74oken=${access_token}`,
          `redirect /login?goto=%2Fpatient%3Flink%3D${link}`,
        ],
      },
    });
    expect(res.statusCode).toBe(204);
    const log = logLines.join('\n');
    expect(log).toContain('f9bd49ab-a146-4be1-a877-1e19a83f0be4');
    for (const canary of [link, article, refresh_token, access_token.split('.')[2]]) expect({ canary, logged: log.includes(canary) }).toEqual({ canary, logged: false });
  });

  test('a batch of messages is accepted; bad levels, unknown fields and oversize batches are not', async () => {
    const { access_token } = await login(s.app, 'dr.chen');
    const post = (url: string, payload: object) => s.app.inject({ method: 'POST', url, headers: bearer(access_token), payload });
    expect((await post('/log/info', { messages: ['one', 'two'] })).statusCode).toBe(204);
    expect((await post('/log/fatal', { messages: ['x'] })).statusCode).toBe(400);
    expect((await post('/log/info', { messages: ['x'], patient: 'x' })).statusCode).toBe(400);
    expect((await post('/log/info', { messages: Array.from({ length: 51 }, () => 'x') })).statusCode).toBe(400);
    expect((await s.app.inject({ method: 'POST', url: '/log/info', payload: { messages: ['x'] } })).statusCode).toBe(401);
  });
});

describe('request logging', () => {
  test('no tokens, credentials or bodies in the log', async () => {
    logLines.length = 0;
    const { access_token } = await login(s.app, 'dr.chen');
    await s.app.inject({ method: 'GET', url: `/security?token=${access_token}`, headers: bearer(access_token) });
    const log = logLines.join('\n');
    expect(log).toContain('token=[redacted]');
    expect(log).not.toContain(access_token);
    expect(log).not.toContain('hearth-demo');
    expect(log).not.toMatch(/authorization/i);
  });
});
