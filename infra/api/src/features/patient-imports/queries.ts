/**
 * The patient imports' tables (migration 077): a preview's rows kept until confirmed, an import's
 * state as the dialog shows it, and one batch written. Idempotent by MRN: a row whose MRN is on the
 * roster updates only the fields it changes, and one that changes nothing writes nothing.
 */
import { randomUUID } from 'node:crypto';
import type { ImportCellError, ImportColumn, ImportCounts, PatientImport, PatientImportStatus } from '@hearth/shared-kernel/domain';
import { IMPORT_LIST_LIMIT } from '@hearth/shared-kernel/domain';
import { NEW_PATIENT_LABELS, type NewPatientField } from '@hearth/shared-kernel/rules';
import { audit } from '../../platform/audit/audit';
import type { Db, Queryable } from '../../platform/db/types';
import { insertPatients, STORED_FIELDS, type StoredField, type StoredPatient } from '../patients/port';
import { searchKey } from '../patients/port';
import type { GoodRow, ImportedPatient } from './check-rows';

/** The add form's field each stored field comes from (for the labels of changed fields). */
const FORM_FIELD: Record<StoredField, NewPatientField> = {
  title: 'title', firstName: 'firstName', lastName: 'lastName', dateOfBirth: 'dateOfBirth', gender: 'gender',
  smsPhone: 'smsPhoneNumber', voicePhone: 'voicePhoneNumber', email: 'email', timeZone: 'timeZone', address: 'address',
};

/** The fields a row gives that differ from the patient's record. */
function changedFields(current: Existing['patient'], incoming: ImportedPatient): StoredField[] {
  return STORED_FIELDS.filter((f) => incoming[f] !== null && incoming[f] !== current[f]);
}

interface Existing {
  id: string;
  /** A file carries no language: the one on record is neither read nor changed. */
  patient: Omit<StoredPatient, 'preferredLanguage'>;
}

/** The organisation's patients with these MRNs, by MRN, as stored. */
async function existingByMrn(q: Queryable, orgId: string, mrns: readonly string[]): Promise<Map<string, Existing>> {
  const { rows } = await q.query<{
    id: string; mrn: string; title: string | null; first_name: string; last_name: string; dob: string; gender: StoredPatient['gender'];
    sms_phone: string | null; voice_phone: string | null; email: string | null; time_zone: string; address: string | null;
  }>(
    `select id, mrn, title, first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') as dob, gender, sms_phone, voice_phone,
            email, time_zone, address
       from patients where org_id = $1 and mrn = any($2::text[])`,
    [orgId, mrns as string[]],
  );
  return new Map(
    rows.map((r) => [
      r.mrn,
      {
        id: r.id,
        patient: {
          mrn: r.mrn, title: r.title, firstName: r.first_name, lastName: r.last_name, dateOfBirth: r.dob, gender: r.gender,
          smsPhone: r.sms_phone, voicePhone: r.voice_phone, email: r.email, timeZone: r.time_zone, address: r.address,
        },
      },
    ]),
  );
}

interface Sorted {
  created: GoodRow[];
  changed: { row: number; id: string; patient: ImportedPatient; fields: StoredField[] }[];
  unchanged: number;
}

/** Rows sorted into new patients, changed ones (with their fields) and unchanged ones. */
async function sortRows(q: Queryable, orgId: string, rows: readonly GoodRow[]): Promise<Sorted> {
  const existing = await existingByMrn(q, orgId, rows.map((r) => r.patient.mrn));
  const out: Sorted = { created: [], changed: [], unchanged: 0 };
  for (const r of rows) {
    const found = existing.get(r.patient.mrn);
    if (!found) out.created.push(r);
    else {
      const fields = changedFields(found.patient, r.patient);
      if (fields.length) out.changed.push({ row: r.row, id: found.id, patient: r.patient, fields });
      else out.unchanged++;
    }
  }
  return out;
}

async function recordChanges(q: Queryable, importId: string, changed: Sorted['changed']): Promise<void> {
  if (!changed.length) return;
  await q.query(
    `insert into patient_import_changes (import_id, row_number, patient_id, fields)
     select $1, u.row_number, u.patient_id, string_to_array(u.fields, ',')
       from unnest($2::int[], $3::uuid[], $4::text[]) as u(row_number, patient_id, fields)`,
    [importId, changed.map((c) => c.row), changed.map((c) => c.id), changed.map((c) => c.fields.join(','))],
  );
}

export interface NewPreview {
  orgId: string;
  professionalId: string;
  fileName: string;
  defaultTimeZone: string;
  rows: number;
  errorRows: number;
  errors: ImportCellError[];
  columns: ImportColumn[];
  good: readonly GoodRow[];
}

/** Previews are kept a day: long enough to decide, not longer (their rows are PHI). */
const PREVIEW_KEPT = '1 day';

/** Keeps a checked file until it is confirmed; answers the import's id. */
export async function savePreview(db: Db, p: NewPreview): Promise<string> {
  const id = randomUUID();
  await db.tx(async (q) => {
    await q.query(`delete from patient_imports where org_id = $1 and status = 'previewed' and created_at < now() - interval '${PREVIEW_KEPT}'`, [p.orgId]);
    const sorted = await sortRows(q, p.orgId, p.good);
    await q.query(
      `insert into patient_imports (id, org_id, created_by, file_name, total_rows, error_rows, errors, columns, good_rows, default_time_zone,
                                    created, updated, unchanged)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $11, $12, $13)`,
      [
        id, p.orgId, p.professionalId, p.fileName, p.rows, p.errorRows, JSON.stringify(p.errors.slice(0, IMPORT_LIST_LIMIT)),
        JSON.stringify(p.columns), p.good.length, p.defaultTimeZone, sorted.created.length, sorted.changed.length, sorted.unchanged,
      ],
    );
    if (p.good.length) {
      await q.query(
        `insert into patient_import_rows (import_id, row_number, patient)
         select $1, u.row_number, u.patient from unnest($2::int[], $3::jsonb[]) as u(row_number, patient)`,
        [id, p.good.map((r) => r.row), p.good.map((r) => JSON.stringify(r.patient))],
      );
    }
    await recordChanges(q, id, sorted.changed);
  });
  return id;
}

/** An import of the organisation as the dialog shows it, or null. */
export async function importView(q: Queryable, orgId: string, id: string): Promise<{ view: PatientImport; patientIds: string[] } | null> {
  const { rows } = await q.query<{
    file_name: string; status: PatientImportStatus; total_rows: number; error_rows: number; errors: ImportCellError[]; columns: ImportColumn[];
    good_rows: number; done_rows: number; created: number; updated: number; unchanged: number; change_count: number;
  }>(
    `select file_name, status, total_rows, error_rows, errors, columns, good_rows, done_rows, created, updated, unchanged,
            (select count(*)::int from patient_import_changes c where c.import_id = i.id) as change_count
       from patient_imports i where id = $1 and org_id = $2`,
    [id, orgId],
  );
  const r = rows[0];
  if (!r) return null;
  const changes = await q.query<{ row_number: number; patient_id: string; mrn: string; first_name: string; last_name: string; fields: string[] }>(
    `select c.row_number, c.patient_id, p.mrn, p.first_name, p.last_name, c.fields
       from patient_import_changes c join patients p on p.id = c.patient_id
      where c.import_id = $1 order by c.row_number limit $2`,
    [id, IMPORT_LIST_LIMIT],
  );
  const counts: ImportCounts = { create: r.created, update: r.updated, unchanged: r.unchanged };
  return {
    view: {
      id,
      fileName: r.file_name,
      status: r.status,
      rows: r.total_rows,
      errorRows: r.error_rows,
      errors: r.errors,
      columns: r.columns,
      counts,
      progress: { done: r.done_rows, total: r.good_rows },
      changes: changes.rows.map((c) => ({
        row: c.row_number,
        mrn: c.mrn,
        name: `${c.last_name}, ${c.first_name}`,
        fields: c.fields.map((f) => NEW_PATIENT_LABELS[FORM_FIELD[f as StoredField]] ?? f),
      })),
      changeCount: r.change_count,
    },
    patientIds: changes.rows.map((c) => c.patient_id),
  };
}

/** An import's status and how many good rows it has, or null when the organisation has no such import. */
export async function importState(q: Queryable, orgId: string, id: string): Promise<{ status: PatientImportStatus; goodRows: number } | null> {
  const { rows } = await q.query<{ status: PatientImportStatus; good_rows: number }>('select status, good_rows from patient_imports where id = $1 and org_id = $2', [id, orgId]);
  return rows[0] ? { status: rows[0].status, goodRows: rows[0].good_rows } : null;
}

/** Confirms a preview once (a second confirm, or a confirm racing it, answers false). */
export async function confirmImport(q: Queryable, orgId: string, id: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `update patient_imports set status = 'queued', started_at = now(), created = 0, updated = 0, unchanged = 0
      where id = $1 and org_id = $2 and status = 'previewed' and good_rows > 0`,
    [id, orgId],
  );
  return rowCount > 0;
}

export interface WrittenBatch {
  rows: number;
  /** The import has no row left. */
  finished: boolean;
}

/**
 * Writes the next `size` rows of a confirmed import in one transaction: adds new patients,
 * updates the changed fields of known ones, counts the rest, and moves the progress; the rows
 * written are deleted with it, so a batch cut short by a crash is written again whole, once.
 * The audit row (who imported which patients, never the values) commits with the batch.
 */
export async function writeBatch(db: Db, importId: string, size: number): Promise<WrittenBatch | null> {
  return db.tx(async (q) => {
    const head = await q.query<{ org_id: string; created_by: string; default_time_zone: string; status: PatientImportStatus }>(
      'select org_id, created_by, default_time_zone, status from patient_imports where id = $1 for update',
      [importId],
    );
    const imp = head.rows[0];
    if (!imp || imp.status === 'done' || imp.status === 'previewed') return null;
    const batch = await q.query<{ row_number: number; patient: ImportedPatient | string }>(
      'select row_number, patient from patient_import_rows where import_id = $1 order by row_number limit $2',
      [importId, size],
    );
    const rows: GoodRow[] = batch.rows.map((r) => ({ row: r.row_number, patient: typeof r.patient === 'string' ? JSON.parse(r.patient) : r.patient }));
    const sorted = await sortRows(q, imp.org_id, rows);
    const created = await insertPatients(q, imp.org_id, sorted.created.map((r) => ({ ...r.patient, timeZone: r.patient.timeZone ?? imp.default_time_zone })));
    await updateChanged(q, imp.org_id, sorted.changed);
    await q.query('delete from patient_import_changes where import_id = $1 and row_number = any($2::int[])', [importId, rows.map((r) => r.row)]);
    await recordChanges(q, importId, sorted.changed);
    await q.query('delete from patient_import_rows where import_id = $1 and row_number = any($2::int[])', [importId, rows.map((r) => r.row)]);
    const left = await q.query('select 1 from patient_import_rows where import_id = $1 limit 1', [importId]);
    const finished = left.rows.length === 0;
    await q.query(
      `update patient_imports set status = $2, done_rows = done_rows + $3, created = created + $4, updated = updated + $5,
              unchanged = unchanged + $6, finished_at = case when $2 = 'done' then now() end
        where id = $1`,
      [importId, finished ? 'done' : 'running', rows.length, created.length, sorted.changed.length, sorted.unchanged],
    );
    await audit(q, {
      event: 'patients_imported',
      professionalId: imp.created_by,
      orgId: imp.org_id,
      route: 'POST /patients/imports/:id/start',
      detail: { importId, rows: rows.length, patientIds: [...created, ...sorted.changed.map((c) => c.id)] },
    });
    return { rows: rows.length, finished };
  });
}

/** Sets the given fields of changed patients in one statement (a null keeps the field). */
async function updateChanged(q: Queryable, orgId: string, changed: Sorted['changed']): Promise<void> {
  if (!changed.length) return;
  const col = <K extends keyof ImportedPatient>(k: K) => changed.map((c) => c.patient[k]);
  await q.query(
    `update patients p
        set title = coalesce(u.title, p.title), first_name = coalesce(u.first_name, p.first_name), last_name = coalesce(u.last_name, p.last_name),
            gender = coalesce(u.gender, p.gender), date_of_birth = coalesce(u.dob, p.date_of_birth), email = coalesce(u.email, p.email),
            sms_phone = coalesce(u.sms, p.sms_phone), voice_phone = coalesce(u.voice, p.voice_phone), time_zone = coalesce(u.tz, p.time_zone),
            address = coalesce(u.address, p.address), search_first = coalesce(u.sf, p.search_first), search_last = coalesce(u.sl, p.search_last),
            updated_at = now()
       from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::date[], $8::text[], $9::text[], $10::text[], $11::text[],
                   $12::text[], $13::text[], $14::text[])
         as u(id, title, first_name, last_name, gender, dob, email, sms, voice, tz, address, sf, sl)
      where p.id = u.id and p.org_id = $1`,
    [
      orgId, changed.map((c) => c.id), col('title'), col('firstName'), col('lastName'), col('gender'), col('dateOfBirth'), col('email'),
      col('smsPhone'), col('voicePhone'), col('timeZone'), col('address'),
      changed.map((c) => searchKey(c.patient.firstName)), changed.map((c) => searchKey(c.patient.lastName)),
    ],
  );
}
