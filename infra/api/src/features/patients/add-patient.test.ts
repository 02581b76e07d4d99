/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, ORGS, useTestApp } from '../../testing/harness';
import type { AddPatientAnswer, Paged, PatientRow } from '@hearth/shared-kernel/domain';
import { DOB_INVALID_MESSAGE, ENROLLMENT_MESSAGES, NEW_PATIENT_MESSAGES } from '@hearth/shared-kernel/rules';

const s = useTestApp({ logins: ['dr.chen', 'nurse.kim'] });
const chen = s.token('dr.chen');
const kim = s.token('nurse.kim');

const add = (body: object, token = chen, orgId?: string) =>
  s.app.inject({ method: 'POST', url: '/patients', headers: bearer(token.access_token, orgId), payload: body });

const valid = {
  mrn: 'NEW-1001',
  firstName: 'Rosalind',
  lastName: 'Quimby',
  dateOfBirth: '04/12/1961',
  smsPhoneNumber: '(312) 555-7788',
  timeZone: 'America/Chicago',
  gender: 'female',
};

describe('POST /patients', () => {
  test('saves a patient who is then found by a roster search at once, with the search keys filled', async () => {
    const res = await add(valid);
    expect(res.statusCode).toBe(201);
    const answer = res.json() as AddPatientAnswer;
    if (answer.outcome !== 'created') throw new Error('not created');
    expect(answer.patient).toMatchObject({ mrn: 'NEW-1001', firstName: 'Rosalind', lastName: 'Quimby', dateOfBirth: '1961-04-12', smsPhoneNumber: '3125557788', timeZone: 'America/Chicago', enrollmentStatus: 'not_enrolled', orgId: ORGS.riverside });
    const found = await s.app.inject({ method: 'GET', url: '/roster?search=quimb', headers: bearer(chen.access_token) });
    expect((found.json() as Paged<PatientRow>).results.map((p) => p.id)).toEqual([answer.patient.id]);
    const byPart = await s.app.inject({ method: 'GET', url: '/roster?search=salin&sortKey=lastName', headers: bearer(chen.access_token) });
    expect((byPart.json() as Paged<PatientRow>).results.map((p) => p.id)).toContain(answer.patient.id);
    expect(await countRows(s.db, 'patient_name_parts', 'id = $1', [answer.patient.id])).toBeGreaterThan(0);
    // Audited without the values.
    const { rows } = await s.db.query<{ detail: Record<string, unknown> }>(`select detail from audit_log where event = 'patient_created' and detail->>'patientId' = $1`, [answer.patient.id]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0].detail)).not.toContain('Quimby');
  });

  test('answers the kernel messages for every wrong field and saves nothing', async () => {
    const before = await countRows(s.db, 'patients');
    const res = await add({ mrn: '', firstName: '7', lastName: '', dateOfBirth: '02/30/1980', smsPhoneNumber: '555-201-0101', email: 'nope', timeZone: 'Mars/Olympus', title: 'King' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([
      NEW_PATIENT_MESSAGES.mrn,
      ENROLLMENT_MESSAGES.title,
      ENROLLMENT_MESSAGES.firstName,
      ENROLLMENT_MESSAGES.lastName,
      DOB_INVALID_MESSAGE,
      ENROLLMENT_MESSAGES.smsPhone,
      ENROLLMENT_MESSAGES.email,
      ENROLLMENT_MESSAGES.timeZone,
    ]);
    const future = await add({ ...valid, mrn: 'NEW-FUT', dateOfBirth: '01/01/2099' });
    expect(future.json().messages).toEqual([DOB_INVALID_MESSAGE]);
    expect(await countRows(s.db, 'patients')).toBe(before);
  });

  test('an MRN already used in the organisation is a 409 with a clear message; another organisation may use it', async () => {
    const { rows } = await s.db.query<{ mrn: string }>('select mrn from patients where org_id = $1 limit 1', [ORGS.riverside]);
    const res = await add({ ...valid, mrn: rows[0].mrn, firstName: 'Other', smsPhoneNumber: null });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NEW_PATIENT_MESSAGES.mrnTaken);
  });

  test('answers likely duplicates (name + DOB, or phone) with name, DOB and MRN, never ids; saves only when confirmed', async () => {
    const before = await countRows(s.db, 'patients', 'org_id = $1', [ORGS.riverside]);
    const twin = { ...valid, mrn: 'NEW-1002', firstName: 'rosalind', lastName: 'QUIMBY', smsPhoneNumber: '' };
    const first = await add(twin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      outcome: 'possible_duplicates',
      duplicates: [{ firstName: 'Rosalind', lastName: 'Quimby', dateOfBirth: '1961-04-12', mrn: 'NEW-1001', matchedOn: ['name_and_dob'] }],
    });
    const byPhone = await add({ ...valid, mrn: 'NEW-1003', firstName: 'Elsa', lastName: 'Brandt', dateOfBirth: '1990-01-01', smsPhoneNumber: '312.555.7788' });
    expect(byPhone.json().duplicates).toEqual([expect.objectContaining({ mrn: 'NEW-1001', matchedOn: ['phone'] })]);
    expect(await countRows(s.db, 'patients', 'org_id = $1', [ORGS.riverside])).toBe(before);
    const confirmed = await add({ ...twin, confirmDuplicates: true });
    expect(confirmed.statusCode).toBe(201);
    expect(await countRows(s.db, 'patients', 'org_id = $1', [ORGS.riverside])).toBe(before + 1);
  });

  test('needs ADD_PATIENT in the organisation, and adds only to the caller\'s own', async () => {
    const before = await countRows(s.db, 'patients');
    const refused = await add({ ...valid, mrn: 'NEW-KIM' }, kim, ORGS.riverside);
    expect(refused.statusCode).toBe(403);
    const elsewhere = await add({ ...valid, mrn: 'NEW-LAKE' }, chen, ORGS.lakeside);
    expect(elsewhere.statusCode).toBe(403);
    const anonymous = await s.app.inject({ method: 'POST', url: '/patients', payload: { ...valid, mrn: 'NEW-ANON' } });
    expect(anonymous.statusCode).toBe(401);
    expect(await countRows(s.db, 'patients')).toBe(before);
  });
});
