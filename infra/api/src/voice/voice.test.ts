/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, login, openTestDb, startTestApp, type TestDb } from '../testing/harness';
import type { FastifyInstance } from 'fastify';
import type { TokenAnswer } from '@hearth/shared-kernel/domain';
import { CALL_MESSAGES } from '@hearth/shared-kernel/rules';
import { DEMO_ORGS } from '../seed/demo-accounts';
import type { VoiceCallInput } from './provider';

let t: TestDb;
let app: FastifyInstance;
let chen: TokenAnswer;
let lee: TokenAnswer;
const connected: VoiceCallInput[] = [];

beforeAll(async () => {
  t = await openTestDb();
  app = await startTestApp(t.db, {
    voice: {
      async connect(input) {
        connected.push(input);
        return { status: 'connected' };
      },
    },
  });
  [chen, lee] = await Promise.all([login(app, 'dr.chen'), login(app, 'partner.lee')]);
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const patient = async (orgId: string) =>
  (await t.db.query<{ id: string }>('select id::text as id from patients where org_id = $1 order by mrn limit 1', [orgId])).rows[0].id;
const call = (payload: object, token = chen) => app.inject({ method: 'POST', url: '/voice/calls', headers: bearer(token.access_token), payload });

describe('POST /voice/calls', () => {
  test("SPEC's three messages for bad numbers and a missing name; nothing is dialled", async () => {
    const res = await call({ patientId: await patient(DEMO_ORGS.riverside.id), patientNumber: '12', providerNumber: 'abc', providerName: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([CALL_MESSAGES.patientNumber, CALL_MESSAGES.providerNumber, CALL_MESSAGES.providerName]);
    expect(connected).toHaveLength(0);
  });

  test('connects the two numbers through the provider and logs the call on the patient', async () => {
    const id = await patient(DEMO_ORGS.riverside.id);
    const res = await call({ patientId: id, patientNumber: '(415) 555-0101', providerNumber: '312-555-0199', providerName: ' Dr. Chen ' });
    expect(res.statusCode).toBe(201);
    expect(connected.at(-1)).toEqual({ patientNumber: '4155550101', providerNumber: '3125550199', providerName: 'Dr. Chen' });
    expect(res.json()).toMatchObject({ patientId: id, providerName: 'Dr. Chen', patientNumberLast4: '0101', status: 'connected' });
    const log = await app.inject({ method: 'GET', url: `/patients/${id}/calls`, headers: bearer(chen.access_token) });
    expect(log.json()[0].id).toBe(res.json().id);
    expect(await countRows(t.db, 'audit_log', "event = 'call_started' and detail->>'patientId' = $1", [id])).toBe(1);
  });

  test("needs INITIATE_VOICECALL; another organisation's patient is 404", async () => {
    const body = { patientNumber: '4155550101', providerNumber: '3125550199', providerName: 'X' };
    expect((await call({ patientId: await patient(DEMO_ORGS.riverside.id), ...body }, lee)).statusCode).toBe(403);
    expect((await call({ patientId: await patient(DEMO_ORGS.lakeside.id), ...body })).statusCode).toBe(404);
  });
});
