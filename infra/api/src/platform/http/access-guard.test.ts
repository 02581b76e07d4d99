/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, login, ORGS, TEST_SECRET, useTestApp } from '../../testing/harness';
import { SignJWT, decodeJwt } from 'jose';
import { PERMISSIONS, type PermissionName } from '@hearth/shared-kernel/permissions';
import { AUDIENCE, ISSUER } from '../../features/auth/tokens';
import { removeMembership, setMembership } from '../../features/admin/access';
import { DEMO_FLAGS, demoAccount } from '../../demo/demo-accounts';
import { MESSAGES } from './access-guard';

const s = useTestApp({ logins: ['dr.chen'] });
const chen = s.token('dr.chen');

const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });
const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed with the real key but whatever claims and algorithm the test wants. */
async function forge(claims: Record<string, unknown>, options: { alg?: string; secret?: string; expSeconds?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ: 'access', ...claims })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (options.expSeconds ?? 600))
    .sign(Buffer.from(options.secret ?? TEST_SECRET));
}

describe('bearer tokens', () => {
  test('a valid token passes', async () => {
    expect((await get('/security', bearer(chen.access_token))).statusCode).toBe(200);
  });

  test('missing: 401', async () => {
    const res = await get('/security');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.unauthenticated });
  });

  test('malformed: 401', async () => {
    for (const header of ['Bearer', 'Bearer abc', 'Bearer a.b.c', 'Basic dXNlcjpwYXNz', `bearer${chen.access_token}`]) {
      const res = await get('/security', { authorization: header });
      expect(res.statusCode).toBe(401);
    }
  });

  test('tampered claims (another organisation added, signature kept): 401', async () => {
    const [header, payload, signature] = chen.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = [header, b64url({ ...claims, orgIds: [ORGS.riverside, ORGS.lakeside] }), signature].join('.');
    const res = await get(`/organizations/${ORGS.lakeside}`, bearer(tampered));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.invalidToken });
  });

  test('expired: 401', async () => {
    const claims = decodeJwt(chen.access_token);
    const expired = await forge({ professionalId: claims.professionalId, orgIds: claims.orgIds, sid: claims.sid, sub: claims.sub }, { expSeconds: -30 });
    expect((await get('/security', bearer(expired))).statusCode).toBe(401);
    // The same claims with a live expiry pass, so it is the expiry that was refused.
    const live = await forge({ professionalId: claims.professionalId, orgIds: claims.orgIds, sid: claims.sid, sub: claims.sub });
    expect((await get('/security', bearer(live))).statusCode).toBe(200);
  });

  test("alg 'none' (unsigned): 401", async () => {
    const claims = decodeJwt(chen.access_token);
    const unsigned = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`;
    expect((await get('/security', bearer(unsigned))).statusCode).toBe(401);
  });

  test('another algorithm with the same secret (HS512): 401', async () => {
    const claims = decodeJwt(chen.access_token);
    const hs512 = await forge({ professionalId: claims.professionalId, orgIds: claims.orgIds, sid: claims.sid, sub: claims.sub }, { alg: 'HS512' });
    expect((await get('/security', bearer(hs512))).statusCode).toBe(401);
  });

  test('signed with another secret: 401', async () => {
    const claims = decodeJwt(chen.access_token);
    const foreign = await forge(
      { professionalId: claims.professionalId, orgIds: claims.orgIds, sid: claims.sid, sub: claims.sub },
      { secret: 'some-other-secret-some-other-secret-0123456789' },
    );
    expect((await get('/security', bearer(foreign))).statusCode).toBe(401);
  });

  test('an ID token is not an access token (wrong typ): 401', async () => {
    expect((await get('/security', bearer(chen.id_token))).statusCode).toBe(401);
  });
});

describe('organisation scope', () => {
  test("another organisation's data: 403, audited with route, organisation and professional", async () => {
    const before = await countRows(s.db, 'audit_log', "event = 'access_denied'");
    const res = await get(`/organizations/${ORGS.lakeside}`, bearer(chen.access_token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.orgDenied });
    const { rows } = await s.db.query<{ professional_id: string; org_id: string; route: string; detail: { reason: string } }>(
      "select professional_id::text, org_id::text, route, detail from audit_log where event = 'access_denied' order by id desc limit 1",
    );
    expect(rows[0]).toMatchObject({
      professional_id: demoAccount('dr.chen').id,
      org_id: ORGS.lakeside,
      route: 'GET /organizations/:orgId',
      detail: { reason: 'organization' },
    });
    expect(await countRows(s.db, 'audit_log', "event = 'access_denied'")).toBe(before + 1);
  });

  test('their own organisation: 200 with its details', async () => {
    const res = await get(`/organizations/${ORGS.riverside}`, bearer(chen.access_token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ORGS.riverside, name: 'Riverside Family Practice' });
  });

  test('x-organization-id naming an organisation that is not theirs: 403, audited', async () => {
    const ortiz = await login(s.app, 'admin.ortiz');
    const res = await get('/audit', bearer(ortiz.access_token, ORGS.lakeside));
    expect(res.statusCode).toBe(403);
    expect(await countRows(s.db, 'audit_log', "event = 'access_denied' and org_id = $1 and professional_id = $2", [ORGS.lakeside, demoAccount('admin.ortiz').id])).toBe(1);
  });

  test('a membership removed after the token was issued no longer counts', async () => {
    const kim = await login(s.app, 'nurse.kim');
    expect((await get(`/organizations/${ORGS.lakeside}`, bearer(kim.access_token))).statusCode).toBe(200);
    const kimId = demoAccount('nurse.kim').id;
    const { rows } = await s.db.query<{ role: string; permissions: string[] }>(
      'select role, permissions from professional_org_roles where professional_id = $1 and org_id = $2',
      [kimId, ORGS.lakeside],
    );
    const change = { db: s.db, live: s.app.live };
    const root = demoAccount('root').id;
    expect(await removeMembership(change, { professionalId: kimId, orgId: ORGS.lakeside }, root)).toBe(true);
    try {
      expect((await get(`/organizations/${ORGS.lakeside}`, bearer(kim.access_token))).statusCode).toBe(403);
    } finally {
      const permissions = (Object.keys(PERMISSIONS) as PermissionName[]).filter((name) => rows[0].permissions.includes(PERMISSIONS[name]));
      await setMembership(change, { professionalId: kimId, orgId: ORGS.lakeside, role: rows[0].role, permissions }, root);
    }
  });

  test('several organisations and no organisation named: 400 asking for one', async () => {
    const root = await login(s.app, 'root');
    const res = await get('/audit', bearer(root.access_token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.orgRequired });
    expect((await get('/audit', bearer(root.access_token, ORGS.lakeside))).statusCode).toBe(200);
  });
});

describe('permissions', () => {
  test('a declared permission not held in the organisation: 403, audited with what was missing', async () => {
    const res = await get('/audit', bearer(chen.access_token, ORGS.riverside));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.permissionDenied });
    const { rows } = await s.db.query<{ org_id: string; detail: { reason: string; missing: string[] } }>(
      "select org_id::text, detail from audit_log where event = 'access_denied' order by id desc limit 1",
    );
    expect(rows[0]).toMatchObject({ org_id: ORGS.riverside, detail: { reason: 'permission', missing: ['VIEW_AUDIT'] } });
  });

  test('held: the audit log of their organisation, including the denials above', async () => {
    const ortiz = await login(s.app, 'admin.ortiz');
    const res = await get('/audit?limit=200', bearer(ortiz.access_token));
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { event: string; orgId: string | null; professionalId: string | null }[];
    expect(items.some((i) => i.event === 'access_denied' && i.orgId === ORGS.riverside)).toBe(true);
    expect(items.some((i) => i.event === 'login_success' && i.professionalId === demoAccount('dr.chen').id)).toBe(true);
    // Nothing about the other organisation leaks.
    expect(items.some((i) => i.orgId === ORGS.lakeside)).toBe(false);
  });

  test('a non-org-scoped permission (ACCESS_DEBUGGER) is checked across their organisations', async () => {
    expect((await s.app.inject({ method: 'POST', url: '/debug/ping', headers: bearer(chen.access_token) })).statusCode).toBe(403);
    const debug = await login(s.app, 'dev.debug');
    expect((await s.app.inject({ method: 'POST', url: '/debug/ping', headers: bearer(debug.access_token) })).statusCode).toBe(202);
  });
});

describe('current professional', () => {
  test('themselves: the account', async () => {
    const id = demoAccount('dr.chen').id;
    const res = await get(`/professional/current/${id}`, bearer(chen.access_token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      userName: 'dr.chen',
      title: 'Dr.',
      firstName: 'Mei',
      lastName: 'Chen',
      suffix: 'MD',
      email: 'dr.chen@riverside.example',
      eula: true,
      roles: { [ORGS.riverside]: 'Physician' },
    });
  });

  test('someone else: 403 and audited; the Hearth administrator may', async () => {
    const kimId = demoAccount('nurse.kim').id;
    const res = await get(`/professional/current/${kimId}`, bearer(chen.access_token));
    expect(res.statusCode).toBe(403);
    expect(await countRows(s.db, 'audit_log', "event = 'access_denied' and detail->>'target' = $1", [kimId])).toBe(1);
    const root = await login(s.app, 'root');
    const asRoot = await get(`/professional/current/${kimId}`, bearer(root.access_token));
    expect(asRoot.statusCode).toBe(200);
    expect(asRoot.json().roles).toEqual({ [ORGS.riverside]: 'Case Manager', [ORGS.lakeside]: 'Case Manager' });
  });

  test('a malformed id: 400', async () => {
    expect((await get('/professional/current/not-a-uuid', bearer(chen.access_token))).statusCode).toBe(400);
  });
});

describe('security data and feature flags', () => {
  test('/security: organisations, per-organisation names and permission codes, e-mail', async () => {
    const kim = await login(s.app, 'nurse.kim');
    const res = await get('/security', bearer(kim.access_token));
    const body = res.json();
    expect(body.professionalId).toBe(demoAccount('nurse.kim').id);
    expect(body.email).toBe('nurse.kim@lakeside.example');
    expect(body.organizations.map((o: { name: string }) => o.name).sort()).toEqual(['Lakeside Health Center', 'Riverside Family Practice']);
    expect(body.security[ORGS.riverside].organizationName).toBe('Riverside Family Practice');
    expect(body.security[ORGS.lakeside].permissions).toEqual(expect.arrayContaining(['6', '52', '39']));
    expect(body.security[ORGS.lakeside].permissions).not.toContain('51');
  });

  test('/feature-flags: every flag and the bypass list', async () => {
    const res = await get('/feature-flags', bearer(chen.access_token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      flags: DEMO_FLAGS,
      bypassUserList: ['dev.debug@riverside.example'],
    });
    expect((await get('/feature-flags')).statusCode).toBe(401);
  });
});
