/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, ORGS, useTestApp } from '../../testing/harness';
import type { Paged, PatientImport, PatientRow, TokenAnswer } from '@hearth/shared-kernel/domain';
import { DOB_INVALID_MESSAGE, ENROLLMENT_MESSAGES, MAX_IMPORT_BYTES, PATIENT_IMPORT_MESSAGES as M } from '@hearth/shared-kernel/rules';
import { claimJob } from '../../platform/jobs/queue';
import { MULTIPART_TYPE, multipart } from '../../testing/multipart';
import { writeBatch } from './queries';

const s = useTestApp({
  jobs: { scheduler: false },
  // nurse.kim may add patients at Lakeside: an importer of another organisation.
  prepare: async (t) => {
    await t.db.query(
      `update professional_org_roles set permissions = array_append(permissions, '33')
        where org_id = $1 and professional_id = (select id from professionals where username = 'nurse.kim')`,
      [ORGS.lakeside],
    );
  },
  logins: ['dr.chen', 'nurse.kim'],
});
const chen = s.token('dr.chen');
const lakeside = s.token('nurse.kim');

const HEADER = 'MRN,First name,Last name,Date of birth,Gender,Mobile,Email,Time zone,Address';

const upload = (csv: string | Buffer, token = chen, timeZone = 'America/Chicago', name = 'patients.csv') =>
  s.app.inject({
    method: 'POST',
    url: `/patients/imports?timeZone=${encodeURIComponent(timeZone)}`,
    headers: { ...bearer(token.access_token), 'content-type': MULTIPART_TYPE },
    payload: multipart(name, typeof csv === 'string' ? Buffer.from(csv) : csv, 'text/csv'),
  });

const orgOf = (token: TokenAnswer) => (token === lakeside ? ORGS.lakeside : undefined);
const start = (id: string, token = chen) => s.app.inject({ method: 'POST', url: `/patients/imports/${id}/start`, headers: bearer(token.access_token, orgOf(token)) });
const status = async (id: string, token = chen) =>
  (await s.app.inject({ method: 'GET', url: `/patients/imports/${id}`, headers: bearer(token.access_token) })).json() as PatientImport;

async function previewOk(csv: string): Promise<PatientImport> {
  const res = await upload(csv);
  expect(res.statusCode).toBe(201);
  return res.json() as PatientImport;
}

async function importAll(csv: string): Promise<PatientImport> {
  const preview = await previewOk(csv);
  expect((await start(preview.id)).statusCode).toBe(200);
  await s.app.jobs.runDue();
  return status(preview.id);
}

const patientsWith = (prefix: string) => countRows(s.db, 'patients', `org_id = $1 and mrn like $2`, [ORGS.riverside, `${prefix}%`]);

/** A name part for a number: 0 → 'a', 25 → 'z', 26 → 'ba'. */
const letters = (i: number): string => (i >= 26 ? letters(Math.floor(i / 26)) : '') + String.fromCharCode(97 + (i % 26));

/** `n` good rows with MRNs `${prefix}-1` … and last names Quilla, Quillb … */
const rowsOf = (prefix: string, n: number, first = 'Ada') =>
  Array.from({ length: n }, (_, i) => `${prefix}-${i + 1},${first},Quill${letters(i)},04/12/1961,F,(312) 555-${String(1000 + i).slice(-4)},q${i}@example.com,,"12 Elm St, Springfield"`);

describe('a CSV import', () => {
  test('is previewed with every wrong cell by row and column, and writes nothing until confirmed; then writes the good rows', async () => {
    const csv = [HEADER, ...rowsOf('IMP-A', 2), 'IMP-A-3,Bea,Quill,02/30/1980,F,555-201-0101,nope,,'].join('\n');
    const before = await patientsWith('IMP-A');
    const preview = await previewOk(csv);
    expect(preview).toMatchObject({ status: 'previewed', fileName: 'patients.csv', rows: 3, errorRows: 1, counts: { create: 2, update: 0, unchanged: 0 }, progress: { done: 0, total: 2 } });
    expect(preview.errors).toEqual([
      { row: 4, column: 'Date of birth', message: DOB_INVALID_MESSAGE },
      { row: 4, column: 'Mobile', message: ENROLLMENT_MESSAGES.smsPhone },
      { row: 4, column: 'Email', message: ENROLLMENT_MESSAGES.email },
    ]);
    expect(preview.columns.map((c) => c.field)).toEqual(['Medical record number (MRN)', 'First name', 'Last name', 'Date of birth', 'Gender', 'Mobile for texts', 'E-mail', 'Time zone', 'Address']);
    expect(await patientsWith('IMP-A')).toBe(before);

    expect((await start(preview.id)).statusCode).toBe(200);
    await s.app.jobs.runDue();
    const done = await status(preview.id);
    expect(done).toMatchObject({ status: 'done', counts: { create: 2, update: 0, unchanged: 0 }, progress: { done: 2, total: 2 } });
    expect(await patientsWith('IMP-A')).toBe(2);
    // Found by a roster search at once, in the import's default time zone, with a quoted comma kept.
    const found = await s.app.inject({ method: 'GET', url: '/roster?search=quilla', headers: bearer(chen.access_token) });
    const row = (found.json() as Paged<PatientRow>).results.find((p) => p.mrn === 'IMP-A-1');
    expect(row).toMatchObject({ firstName: 'Ada', lastName: 'Quilla', dateOfBirth: '1961-04-12', smsPhoneNumber: '3125551000' });
    const { rows } = await s.db.query<{ time_zone: string; address: string; gender: string }>(`select time_zone, address, gender from patients where mrn = 'IMP-A-1'`);
    expect(rows[0]).toEqual({ time_zone: 'America/Chicago', address: '12 Elm St, Springfield', gender: 'female' });
    // Starting twice is refused; the rows are gone once written.
    expect((await start(preview.id)).json().message).toBe(M.notPreviewed);
    expect(await countRows(s.db, 'patient_import_rows', 'import_id = $1', [preview.id])).toBe(0);
  });

  test('is idempotent by MRN: the same file again creates nothing; a changed file updates only its changed fields, which are listed', async () => {
    const csv = [HEADER, ...rowsOf('IMP-B', 3)].join('\n');
    await importAll(csv);
    const again = await importAll(csv);
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 3 });
    expect(again.changes).toEqual([]);
    expect(await patientsWith('IMP-B')).toBe(3);

    // Row 3 changes the e-mail and leaves the address blank (blank keeps it); row 4 is as before.
    const changed = [HEADER, 'IMP-B-1,Ada,Quilla,04/12/1961,F,(312) 555-1000,ada.new@example.com,,', ...rowsOf('IMP-B', 3).slice(1)];
    const [r2] = rowsOf('IMP-B', 1).map((r) => r.replace('IMP-B-1', 'IMP-B-9'));
    const preview = await previewOk([...changed, r2].join('\n'));
    expect(preview.counts).toEqual({ create: 1, update: 1, unchanged: 2 });
    expect(preview.changes).toEqual([{ row: 2, mrn: 'IMP-B-1', name: 'Quilla, Ada', fields: ['E-mail'] }]);
    await start(preview.id);
    await s.app.jobs.runDue();
    const done = await status(preview.id);
    expect(done.counts).toEqual({ create: 1, update: 1, unchanged: 2 });
    expect(done.changes).toEqual([{ row: 2, mrn: 'IMP-B-1', name: 'Quilla, Ada', fields: ['E-mail'] }]);
    const { rows } = await s.db.query<{ email: string; address: string }>(`select email, address from patients where mrn = 'IMP-B-1'`);
    expect(rows[0]).toEqual({ email: 'ada.new@example.com', address: '12 Elm St, Springfield' });
  });

  test('goes on after a restart from its last batch, writing every row once', async () => {
    const preview = await previewOk([HEADER, ...rowsOf('IMP-C', 1_200)].join('\n'));
    await start(preview.id);
    // An instance claims the job, writes one batch and dies (its lease lapses).
    const claimed = await claimJob(s.db, 'dying-instance', new Date(), 1, ['patient_import']);
    expect(claimed?.payload).toEqual({ importId: preview.id });
    await writeBatch(s.db, preview.id, 500);
    expect((await status(preview.id)).progress).toEqual({ done: 500, total: 1_200 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await s.app.jobs.runDue();
    const done = await status(preview.id);
    expect(done).toMatchObject({ status: 'done', counts: { create: 1_200, update: 0, unchanged: 0 }, progress: { done: 1_200, total: 1_200 } });
    expect(await patientsWith('IMP-C')).toBe(1_200);
    // Audited per batch with the patients' ids, never their values.
    const { rows } = await s.db.query<{ detail: { patientIds: string[] } }>(`select detail from audit_log where event = 'patients_imported' and detail->>'importId' = $1 and detail ? 'patientIds'`, [preview.id]);
    expect(rows.map((r) => r.detail.patientIds.length).reduce((a, b) => a + b, 0)).toBe(1_200);
    expect(JSON.stringify(rows)).not.toContain('Quill');
  });
});

describe('a bad file gets one clear message and writes nothing', () => {
  const imports = () => countRows(s.db, 'patient_imports');

  test.each([
    ['not UTF-8 (Windows-1252)', Buffer.from(`${HEADER}\nIMP-D-1,Jos\xe9,Pe\xf1a,04/12/1961,M,,,,\n`, 'latin1'), 400, M.encoding],
    ['UTF-16', Buffer.from(`\ufeff${HEADER}\nIMP-D-1,Ada,Quill,04/12/1961,F,,,,\n`, 'utf16le'), 400, M.encoding],
    ['a header and no rows', Buffer.from(`${HEADER}\n,,,,\n`), 400, M.empty],
    ['an empty file', Buffer.alloc(0), 400, M.empty],
    ['no MRN or date of birth column', Buffer.from('First name,Last name\nAda,Quill\n'), 400, M.missingColumns(['Medical record number (MRN)', 'Date of birth'])],
    ['broken quoting', Buffer.from(`${HEADER}\nIMP-D-1,"Ada,Quill,04/12/1961\n`), 400, M.unreadable(2)],
  ])('%s', async (_what, content, code, message) => {
    const before = await imports();
    const res = await upload(content);
    expect(res.statusCode).toBe(code);
    expect(res.json().messages).toEqual([message]);
    expect(await imports()).toBe(before);
  });

  test('50 MB is refused before it is read, and a file just over the limit while it is read', async () => {
    const before = await imports();
    const huge = await s.app.inject({
      method: 'POST',
      url: '/patients/imports?timeZone=America%2FChicago',
      headers: { ...bearer(chen.access_token), 'content-type': MULTIPART_TYPE, 'content-length': String(50 * 1024 * 1024) },
      payload: multipart('big.csv', Buffer.from(HEADER)),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(M.tooLarge);
    const over = await upload(Buffer.concat([Buffer.from(`${HEADER}\n`), Buffer.alloc(MAX_IMPORT_BYTES, 'a')]));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(M.tooLarge);
    expect(await imports()).toBe(before);
  });

  test('formula cells and MRNs twice in the file are wrong cells; a file with no good row cannot be started', async () => {
    const preview = await previewOk([HEADER, 'IMP-E-1,=cmd|\' /C calc\'!A0,Quill,04/12/1961,F,,,,', 'IMP-E-2,Ada,Quill,04/12/1961,F,,,,', 'IMP-E-2,Bea,Quill,04/12/1961,F,,,,', 'IMP-E-3,Cy,@SUM(A1),04/12/1961,M,+1 312 555 0100,,,'].join('\n'));
    expect(preview.errors).toEqual([
      { row: 2, column: 'First name', message: M.formula },
      { row: 3, column: 'MRN', message: M.duplicateMrn([4]) },
      { row: 4, column: 'MRN', message: M.duplicateMrn([3]) },
      { row: 5, column: 'Last name', message: M.formula },
    ]);
    expect(preview.progress.total).toBe(0);
    const res = await start(preview.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.nothingToImport);
    expect(await patientsWith('IMP-E')).toBe(0);
  });

  test('a wrong time zone for rows without one is a 400 with the kernel message', async () => {
    const res = await upload([HEADER, ...rowsOf('IMP-F', 1)].join('\n'), chen, 'Mars/Olympus');
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([ENROLLMENT_MESSAGES.timeZone]);
  });
});

test("another organisation's import is not found, and cannot be started", async () => {
  const preview = await previewOk([HEADER, ...rowsOf('IMP-G', 1)].join('\n'));
  const other = await s.app.inject({ method: 'GET', url: `/patients/imports/${preview.id}`, headers: bearer(lakeside.access_token, ORGS.lakeside) });
  expect(other.statusCode).toBe(404);
  expect((await start(preview.id, lakeside)).statusCode).toBe(404);
  expect(await patientsWith('IMP-G')).toBe(0);
});
