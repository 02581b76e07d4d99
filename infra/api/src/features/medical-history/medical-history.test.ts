/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, ORGS, useTestApp } from '../../testing/harness';
import { medicalHistoryCalls, pathOf } from '@hearth/shared-kernel/api';
import type { MeasureReport, TokenAnswer } from '@hearth/shared-kernel/domain';
import { ID_TOKEN_MESSAGE } from './routes';

const s = useTestApp({ logins: ['dr.chen', 'nurse.kim', 'partner.lee'] });
const chen = s.token('dr.chen');
const kim = s.token('nurse.kim');
const lee = s.token('partner.lee');

const patientWithDocs = async (orgId: string) =>
  (await s.db.query<{ id: string }>(
    'select p.id::text as id from patients p where org_id = $1 and exists (select 1 from document_references d where d.patient_id = p.id) order by mrn limit 1',
    [orgId],
  )).rows[0].id;
const get = (url: string, token: TokenAnswer, idToken?: string, orgId?: string) =>
  s.app.inject({ method: 'GET', url, headers: { ...bearer(token.access_token, orgId), ...(idToken ? { 'x-id-token': idToken } : {}) } });

describe('medical history', () => {
  test('MeasureReport and DocumentReference answer with the ID token, and each read is audited', async () => {
    const id = await patientWithDocs(ORGS.riverside);
    const before = await countRows(s.db, 'audit_log', "event = 'medical_history_viewed' and detail->>'patientId' = $1", [id]);
    const measures = await get(`/MeasureReport/${id}`, chen, chen.id_token);
    expect(measures.statusCode).toBe(200);
    const report = measures.json() as MeasureReport;
    expect(report.patientId).toBe(id);
    expect(report.measures.map((m) => m.code).sort()).toEqual(['BMI', 'BP', 'HBA1C']);
    const docs = await get(`/DocumentReference/beneficiary/${id}`, chen, chen.id_token);
    expect(docs.statusCode).toBe(200);
    expect(docs.json().totalRecords).toBeGreaterThan(0);
    expect(await countRows(s.db, 'audit_log', "event = 'medical_history_viewed' and detail->>'patientId' = $1", [id])).toBe(before + 2);
  });

  test("without an ID token, with someone else's, or with an access token in its place: 401", async () => {
    const id = await patientWithDocs(ORGS.riverside);
    for (const idToken of [undefined, kim.id_token, chen.access_token, 'garbage']) {
      const res = await get(`/MeasureReport/${id}`, chen, idToken);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ID_TOKEN_MESSAGE);
    }
  });

  test('every call the kernel declares a health-record call (the browser sends its ID token) is refused without one', async () => {
    const id = await patientWithDocs(ORGS.riverside);
    const declared = Object.values(medicalHistoryCalls);
    expect(declared.map((c) => c.healthRecord)).toEqual([true, true]);
    for (const c of declared) {
      const url = pathOf(c.path, { id });
      expect({ url, status: (await get(url, chen)).statusCode }).toEqual({ url, status: 401 });
      expect({ url, status: (await get(url, chen, chen.id_token)).statusCode }).toEqual({ url, status: 200 });
    }
  });

  test("needs VIEW_MEDICAL_HISTORY; another organisation's patient is 404", async () => {
    const id = await patientWithDocs(ORGS.riverside);
    expect((await get(`/DocumentReference/beneficiary/${id}`, lee, lee.id_token)).statusCode).toBe(403);
    const lake = await patientWithDocs(ORGS.lakeside);
    expect((await get(`/MeasureReport/${lake}`, chen, chen.id_token)).statusCode).toBe(404);
  });
});
