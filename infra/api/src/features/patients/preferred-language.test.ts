/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, ORGS, useTestApp } from '../../testing/harness';
import type { AddPatientAnswer, Paged, PatientDetail, PatientRow } from '@hearth/shared-kernel/domain';

const s = useTestApp({ logins: ['dr.chen'] });
const chen = s.token('dr.chen');

const get = (url: string) => s.app.inject({ method: 'GET', url, headers: bearer(chen.access_token) });
const put = (url: string, payload: object) => s.app.inject({ method: 'PUT', url, headers: bearer(chen.access_token), payload });

async function patientOf(orgId: string, language: string | null = null): Promise<string> {
  const { rows } = await s.db.query<{ id: string }>(
    `select id::text as id from patients where org_id = $1 and preferred_language is not distinct from $2 order by mrn limit 1`,
    [orgId, language],
  );
  return rows[0].id;
}

describe('patients.preferred_language', () => {
  test('the database keeps only en, es or nothing', async () => {
    const id = await patientOf(ORGS.riverside);
    await expect(s.db.query(`update patients set preferred_language = 'fr' where id = $1`, [id])).rejects.toThrow(/patients_preferred_language/);
    await s.db.query(`update patients set preferred_language = 'es' where id = $1`, [id]);
    await s.db.query(`update patients set preferred_language = null where id = $1`, [id]);
  });
});

describe('GET /roster', () => {
  test('every row answers its language; the filter takes comma-separated languages', async () => {
    const spanish = await countRows(s.db, 'patients', "org_id = $1 and preferred_language = 'es'", [ORGS.riverside]);
    // The demo gives some patients of each organisation Spanish.
    expect(spanish).toBeGreaterThan(0);
    const es = (await get('/roster?preferredLanguage=es&take=200')).json() as Paged<PatientRow>;
    expect(es.totalRecords).toBe(spanish);
    expect(es.results.every((p) => p.preferredLanguage === 'es')).toBe(true);
    const both = (await get('/roster?preferredLanguage=en,es&take=200')).json() as Paged<PatientRow>;
    expect(both.totalRecords).toBe(await countRows(s.db, 'patients', 'org_id = $1 and preferred_language is not null', [ORGS.riverside]));
    const all = (await get('/roster?take=200')).json() as Paged<PatientRow>;
    expect(all.results.every((p) => p.preferredLanguage === null || p.preferredLanguage === 'en' || p.preferredLanguage === 'es')).toBe(true);
    expect(all.results.some((p) => p.preferredLanguage === null)).toBe(true);
    // With a name search (which otherwise reads the name parts) the filter still holds.
    const named = es.results[0]!;
    const searched = (await get(`/roster?preferredLanguage=es&search=${encodeURIComponent(named.lastName)}`)).json() as Paged<PatientRow>;
    expect(searched.results.map((p) => p.id)).toContain(named.id);
    expect(searched.results.every((p) => p.preferredLanguage === 'es')).toBe(true);
  });

  test('an unknown language is a 400', async () => {
    expect((await get('/roster?preferredLanguage=fr')).statusCode).toBe(400);
    expect((await get('/roster?preferredLanguage=es,klingon')).statusCode).toBe(400);
  });
});

describe('PUT /patients/:id', () => {
  test('sets and clears the language, audited by field name; the detail answers it', async () => {
    const id = await patientOf(ORGS.riverside);
    const res = await put(`/patients/${id}`, { preferredLanguage: 'es' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as PatientDetail).preferredLanguage).toBe('es');
    expect(((await get(`/patients/${id}`)).json() as PatientDetail).preferredLanguage).toBe('es');
    const { rows } = await s.db.query<{ detail: { fields: string[] } }>(
      `select detail from audit_log where event = 'patient_updated' and detail->>'patientId' = $1 order by id desc limit 1`,
      [id],
    );
    expect(rows[0].detail.fields).toEqual(['preferredLanguage']);
    expect(((await put(`/patients/${id}`, { preferredLanguage: null })).json() as PatientDetail).preferredLanguage).toBeNull();
  });

  test("an unknown language is a 400; another organisation's patient is a 404 and unchanged", async () => {
    const id = await patientOf(ORGS.riverside);
    expect((await put(`/patients/${id}`, { preferredLanguage: 'fr' })).statusCode).toBe(400);
    expect((await put(`/patients/${id}`, { preferredLanguage: 'ES' })).statusCode).toBe(400);
    const theirs = await patientOf(ORGS.lakeside);
    expect((await put(`/patients/${theirs}`, { preferredLanguage: 'es' })).statusCode).toBe(404);
    expect(await countRows(s.db, 'patients', 'id = $1 and preferred_language is null', [theirs])).toBe(1);
  });
});

describe('POST /patients', () => {
  const patient = { firstName: 'Marisol', lastName: 'Idiomas', dateOfBirth: '02/14/1975', timeZone: 'America/Chicago' };

  test('a new patient keeps the language given, or none', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/patients', headers: bearer(chen.access_token), payload: { ...patient, mrn: 'LANG-1', preferredLanguage: 'es' } });
    expect(res.statusCode).toBe(201);
    expect((res.json() as Extract<AddPatientAnswer, { outcome: 'created' }>).patient.preferredLanguage).toBe('es');
    const none = await s.app.inject({ method: 'POST', url: '/patients', headers: bearer(chen.access_token), payload: { ...patient, mrn: 'LANG-2', confirmDuplicates: true } });
    expect((none.json() as Extract<AddPatientAnswer, { outcome: 'created' }>).patient.preferredLanguage).toBeNull();
  });

  test('an unknown language is a 400', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/patients', headers: bearer(chen.access_token), payload: { ...patient, mrn: 'LANG-3', preferredLanguage: 'pt' } });
    expect(res.statusCode).toBe(400);
  });
});
