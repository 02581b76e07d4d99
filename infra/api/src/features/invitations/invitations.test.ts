/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, ORGS, useTestApp } from '../../testing/harness';
import { createHash } from 'node:crypto';
import type { SmsSendInput } from '../../channels/sms/provider';
import { INVITATION_TTL_DAYS, INVITE_REFUSALS } from './routes';

const sent: SmsSendInput[] = [];
const s = useTestApp({
  sms: {
    async send(input) {
      sent.push(input);
      return { id: `test-${sent.length}` };
    },
  },
  logins: ['dr.chen', 'partner.lee'],
});
const chen = s.token('dr.chen');
const lee = s.token('partner.lee');

const patient = async (status: string, orgId: string = ORGS.riverside) =>
  (await s.db.query<{ id: string; sms_phone: string }>(
    'select id::text as id, sms_phone from patients where org_id = $1 and enrollment_status = $2 and sms_phone is not null order by mrn limit 1',
    [orgId, status],
  )).rows[0];
const invite = (patientId: string, token = chen) =>
  s.app.inject({ method: 'POST', url: '/enrollment/invite', headers: bearer(token.access_token), payload: { patientId } });

describe('POST /enrollment/invite', () => {
  test('texts a link with a 256-bit token kept only as a hash, and marks the patient Sent', async () => {
    const p = await patient('not_enrolled');
    const res = await invite(p.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ patientId: p.id, enrollmentStatus: 'sent', sentToLast4: p.sms_phone.slice(-4) });
    expect(Date.parse(res.json().expiresAt) - Date.now()).toBeGreaterThan((INVITATION_TTL_DAYS - 1) * 86_400_000);
    const text = sent.at(-1)!;
    expect(text.to).toBe(p.sms_phone);
    const token = /\/enrollment\?token=([A-Za-z0-9_-]+)/.exec(text.body)![1];
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(await countRows(s.db, 'enrollment_invitations', 'token_hash = $1', [createHash('sha256').update(token).digest('hex')])).toBe(1);
    expect(await countRows(s.db, 'enrollment_invitations', 'token_hash = $1', [token])).toBe(0);
    expect(await countRows(s.db, 'patients', "id = $1 and enrollment_status = 'sent'", [p.id])).toBe(1);
  });

  test("the link names the patient's language on record, so its first page opens in it; none when none is on record", async () => {
    const p = await patient('not_enrolled');
    try {
      await s.db.query(`update patients set preferred_language = 'es' where id = $1`, [p.id]);
      await invite(p.id);
      expect(sent.at(-1)!.body).toMatch(/\/enrollment\?token=[A-Za-z0-9_-]+&lang=es /);
      await s.db.query(`update patients set preferred_language = null where id = $1`, [p.id]);
      await invite(p.id);
      expect(sent.at(-1)!.body).toMatch(/\/enrollment\?token=[A-Za-z0-9_-]+ /);
    } finally {
      await s.db.query(`update patients set preferred_language = null where id = $1`, [p.id]);
    }
  });

  test('sending again refreshes: a new token, the older one revoked', async () => {
    const p = await patient('sent');
    await invite(p.id);
    const firstToken = /token=([A-Za-z0-9_-]+)/.exec(sent.at(-1)!.body)![1];
    await invite(p.id);
    const secondToken = /token=([A-Za-z0-9_-]+)/.exec(sent.at(-1)!.body)![1];
    expect(secondToken).not.toBe(firstToken);
    expect(await countRows(s.db, 'enrollment_invitations', 'patient_id = $1 and revoked_at is null', [p.id])).toBe(1);
  });

  test('an opted-out or enrolled patient is refused with the reason, and nothing is texted', async () => {
    const before = sent.length;
    const out = await invite((await patient('opted_out')).id);
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe(INVITE_REFUSALS.optedOut);
    expect((await invite((await patient('approved')).id)).json().message).toBe(INVITE_REFUSALS.enrolled);
    expect(sent.length).toBe(before);
  });

  test("needs INITIATE_ENROLLMENT; another organisation's patient is 404", async () => {
    expect((await invite((await patient('not_enrolled')).id, lee)).statusCode).toBe(403);
    expect((await invite((await patient('not_enrolled', ORGS.lakeside)).id)).statusCode).toBe(404);
  });
});
