/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, ORGS, useTestApp } from '../../testing/harness';
import { CALL_MESSAGES } from '@hearth/shared-kernel/rules';
import type { VoiceCallInput } from '../../channels/voice/provider';

const connected: VoiceCallInput[] = [];
const s = useTestApp({
  voice: {
    async connect(input) {
      connected.push(input);
      return { status: 'connected' };
    },
  },
  logins: ['dr.chen', 'partner.lee'],
});
const chen = s.token('dr.chen');
const lee = s.token('partner.lee');

const patient = async (orgId: string) =>
  (await s.db.query<{ id: string }>('select id::text as id from patients where org_id = $1 order by mrn limit 1', [orgId])).rows[0].id;
const call = (payload: object, token = chen) => s.app.inject({ method: 'POST', url: '/voice/calls', headers: bearer(token.access_token), payload });

describe('POST /voice/calls', () => {
  test("SPEC's three messages for bad numbers and a missing name; nothing is dialled", async () => {
    const res = await call({ patientId: await patient(ORGS.riverside), patientNumber: '12', providerNumber: 'abc', providerName: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([CALL_MESSAGES.patientNumber, CALL_MESSAGES.providerNumber, CALL_MESSAGES.providerName]);
    expect(connected).toHaveLength(0);
  });

  test('connects the two numbers through the provider and logs the call on the patient', async () => {
    const id = await patient(ORGS.riverside);
    const res = await call({ patientId: id, patientNumber: '(415) 555-0101', providerNumber: '312-555-0199', providerName: ' Dr. Chen ' });
    expect(res.statusCode).toBe(201);
    expect(connected.at(-1)).toEqual({ patientNumber: '4155550101', providerNumber: '3125550199', providerName: 'Dr. Chen' });
    expect(res.json()).toMatchObject({ patientId: id, providerName: 'Dr. Chen', patientNumberLast4: '0101', status: 'connected' });
    const log = await s.app.inject({ method: 'GET', url: `/patients/${id}/calls`, headers: bearer(chen.access_token) });
    expect(log.json()[0].id).toBe(res.json().id);
    expect(await countRows(s.db, 'audit_log', "event = 'call_started' and detail->>'patientId' = $1", [id])).toBe(1);
  });

  test("needs INITIATE_VOICECALL; another organisation's patient is 404", async () => {
    const body = { patientNumber: '4155550101', providerNumber: '3125550199', providerName: 'X' };
    expect((await call({ patientId: await patient(ORGS.riverside), ...body }, lee)).statusCode).toBe(403);
    expect((await call({ patientId: await patient(ORGS.lakeside), ...body })).statusCode).toBe(404);
  });
});
