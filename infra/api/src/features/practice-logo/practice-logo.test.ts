/** @jest-environment ./src/testing/native-environment.cjs */
/**
 * A practice's logo: set and removed only with MODIFY_ORGANIZATION in that practice (audited),
 * its type judged by its first bytes (an SVG or a renamed page refused), at most 200 KiB; served to
 * anyone with headers that keep it an image, versioned and validated; named by the enrollment
 * view and the secure chat's messages page.
 */
import { bearer, countRows, ORGS, TEST_SECRET, useTestApp } from '../../testing/harness';
import { adminCalls, organizationCalls, pathOf } from '@hearth/shared-kernel/api';
import { PRACTICE_LOGO_MAX_BYTES, PRACTICE_LOGO_MESSAGES, type EnrollmentLookup, type PracticeLogo } from '@hearth/shared-kernel/domain';
import { multipart, MULTIPART_TYPE } from '../../testing/multipart';
import { insertInvitation, insertPatient } from '../patient-app/fixtures';
import { startPatientSession } from '../patient-app/patient-sessions';
import { createPatientTokenService } from '../patient-app/patient-token';
import { detectLogoType } from './image-type';

const s = useTestApp({ logins: ['admin.ortiz', 'dr.chen'] });

const adminPath = (orgId: string) => pathOf(adminCalls.uploadLogo.path, { orgId });
const publicPath = (orgId: string) => pathOf(organizationCalls.logo.path, { orgId });

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-and-the-rest-of-a-small-image')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 2)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

const upload = (username: string, orgId: string, file: Buffer, name = 'logo.png', type = 'image/png') =>
  s.app.inject({
    method: 'PUT',
    url: adminPath(orgId),
    headers: { ...bearer(s.token(username).access_token, orgId), 'content-type': MULTIPART_TYPE },
    payload: multipart(name, file, type),
  });
const remove = (username: string, orgId: string) =>
  s.app.inject({ method: 'DELETE', url: adminPath(orgId), headers: bearer(s.token(username).access_token, orgId) });

describe('the type, by the first bytes', () => {
  it('knows PNG, JPEG and WebP, and nothing else', () => {
    expect(detectLogoType(PNG)).toBe('image/png');
    expect(detectLogoType(JPEG)).toBe('image/jpeg');
    expect(detectLogoType(WEBP)).toBe('image/webp');
    expect(detectLogoType(SVG)).toBeNull();
    expect(detectLogoType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(detectLogoType(Buffer.from([0x89, 0x50]))).toBeNull();
  });
});

describe('setting the logo', () => {
  it('refuses an SVG, or a page named .png, whatever type the browser declared (415)', async () => {
    for (const [file, name] of [[SVG, 'logo.svg'], [Buffer.from('<html><script>x()</script></html>'), 'logo.png']] as const) {
      const res = await upload('admin.ortiz', ORGS.riverside, file, name, 'image/png');
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(PRACTICE_LOGO_MESSAGES.type);
    }
    expect(await countRows(s.db, 'practice_logos')).toBe(0);
  });

  it('refuses a file over 200 KiB with a clear message (413), and an empty one (400)', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(PRACTICE_LOGO_MAX_BYTES)]);
    const res = await upload('admin.ortiz', ORGS.riverside, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(PRACTICE_LOGO_MESSAGES.size);
    const empty = await upload('admin.ortiz', ORGS.riverside, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PRACTICE_LOGO_MESSAGES.empty);
    expect(await countRows(s.db, 'practice_logos')).toBe(0);
  });

  it('needs MODIFY_ORGANIZATION in that practice: another practice or a physician is refused (403)', async () => {
    expect((await upload('admin.ortiz', ORGS.lakeside, PNG)).statusCode).toBe(403);
    expect((await upload('dr.chen', ORGS.riverside, PNG)).statusCode).toBe(403);
    expect((await remove('dr.chen', ORGS.riverside)).statusCode).toBe(403);
    expect(await countRows(s.db, 'practice_logos')).toBe(0);
  });

  it('keeps a PNG at exactly the limit, audited, and answers its versioned address', async () => {
    const atLimit = Buffer.concat([PNG, Buffer.alloc(PRACTICE_LOGO_MAX_BYTES - PNG.length)]);
    const res = await upload('admin.ortiz', ORGS.riverside, atLimit);
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as PracticeLogo;
    expect(url).toMatch(new RegExp(`^${publicPath(ORGS.riverside)}\\?v=[0-9a-f]{64}$`));
    const read = await s.app.inject({ method: 'GET', url: pathOf(adminCalls.logo.path, { orgId: ORGS.riverside }), headers: bearer(s.token('admin.ortiz').access_token, ORGS.riverside) });
    expect(read.json()).toEqual({ url });
    const { rows } = await s.db.query<{ detail: Record<string, unknown> }>(`select detail from audit_log where event = 'practice_logo_changed' order by id desc limit 1`);
    expect(rows[0].detail).toMatchObject({ type: 'image/png', size: PRACTICE_LOGO_MAX_BYTES });
  });
});

describe('serving the logo', () => {
  it('answers the stored image to anyone, with headers that keep it an image', async () => {
    const { url } = (await upload('admin.ortiz', ORGS.riverside, WEBP, 'logo.webp', 'image/webp')).json() as PracticeLogo;
    const res = await s.app.inject({ method: 'GET', url: url! });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(WEBP)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'content-disposition': 'inline',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    // Unversioned, it is revalidated each time, and a matching ETag costs no image.
    const plain = await s.app.inject({ method: 'GET', url: publicPath(ORGS.riverside) });
    expect(plain.headers['cache-control']).toBe('public, no-cache');
    const again = await s.app.inject({ method: 'GET', url: publicPath(ORGS.riverside), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('names the logo in the enrollment view and the secure chat', async () => {
    const { url } = (await upload('admin.ortiz', ORGS.riverside, JPEG, 'logo.jpg', 'image/jpeg')).json() as PracticeLogo;
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside });
    const { token } = await insertInvitation(s.db, patient);
    const lookup = (await s.app.inject({ method: 'GET', url: `/enrollment/${token}` })).json() as Extract<EnrollmentLookup, { status: '200' }>;
    expect(lookup.payload.logoUrl).toBe(url);
    const sessionId = await startPatientSession(s.db, { patientId: patient.id, orgId: ORGS.riverside }, 3600);
    const { token: zeus } = await createPatientTokenService(TEST_SECRET).sign({ patientId: patient.id, orgId: ORGS.riverside, sessionId });
    const chat = await s.app.inject({ method: 'GET', url: '/patient/messages', headers: bearer(zeus) });
    expect(chat.json().logoUrl).toBe(url);
  });

  it('answers 404 once removed (audited), and for a practice without one', async () => {
    const res = await remove('admin.ortiz', ORGS.riverside);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: null });
    expect(await countRows(s.db, 'audit_log', "event = 'practice_logo_removed'")).toBe(1);
    expect((await s.app.inject({ method: 'GET', url: publicPath(ORGS.riverside) })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: publicPath(ORGS.lakeside) })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: `${publicPath(ORGS.riverside)}?v=<script>` })).statusCode).toBe(400);
  });
});
