/**
 * A CSV import's rows checked: which column fills which field, every wrong cell by row and
 * column (the kernel's rules, a formula, an MRN twice in the file), and the good rows in the form
 * the patients table keeps. A blank cell is "not given": it never clears what the roster has.
 */
import type { NewPatient } from '@hearth/shared-kernel/domain';
import type { ImportCellError, ImportColumn } from '@hearth/shared-kernel/domain';
import {
  importField,
  importRow,
  NEW_PATIENT_LABELS,
  PATIENT_IMPORT_MESSAGES as M,
  REQUIRED_IMPORT_FIELDS,
  type NewPatientField,
} from '@hearth/shared-kernel/rules';
import { storedPatient, type StoredPatient } from '../patients/port';
import type { CsvRecord } from './read-csv';

/** A good row: the stored patient, whose time zone is null when the file gave none. */
export interface ImportedPatient extends Omit<StoredPatient, 'timeZone'> {
  timeZone: string | null;
}

export interface GoodRow {
  row: number;
  patient: ImportedPatient;
}

export type CheckedRows =
  | { ok: true; columns: ImportColumn[]; errors: ImportCellError[]; errorRows: number; good: GoodRow[] }
  | { ok: false; message: string };

export function checkRows(headers: readonly string[], records: readonly CsvRecord[], defaultTimeZone: string, now = Date.now()): CheckedRows {
  const fields = headers.map(importField);
  const missing = REQUIRED_IMPORT_FIELDS.filter((f) => !fields.includes(f));
  if (missing.length) return { ok: false, message: M.missingColumns(missing.map((f) => NEW_PATIENT_LABELS[f])) };
  // The first column naming a field fills it; a second one is shown as not imported.
  const columnOf = new Map<NewPatientField, number>();
  fields.forEach((f, i) => f && !columnOf.has(f) && columnOf.set(f, i));
  const columns = headers.map((header, i) => {
    const f = fields[i];
    return { header, field: f && columnOf.get(f) === i ? NEW_PATIENT_LABELS[f] : null };
  });

  const rowsByMrn = new Map<string, number[]>();
  const checked = records.map(({ row, cells }) => {
    const byField: Partial<Record<NewPatientField, string>> = {};
    for (const [f, i] of columnOf) byField[f] = cells[i] ?? '';
    const { input, errors } = importRow(byField, defaultTimeZone, now);
    const mrn = typeof input.mrn === 'string' ? input.mrn : '';
    if (mrn) rowsByMrn.set(mrn, [...(rowsByMrn.get(mrn) ?? []), row]);
    return { row, input, errors, mrn, timeZoneGiven: Boolean(byField.timeZone?.trim()) };
  });

  const errors: ImportCellError[] = [];
  const good: GoodRow[] = [];
  let errorRows = 0;
  for (const r of checked) {
    const others = (rowsByMrn.get(r.mrn) ?? []).filter((n) => n !== r.row);
    const messages = { ...r.errors, ...(others.length && !r.errors.mrn ? { mrn: M.duplicateMrn(others) } : {}) };
    const wrong = (Object.keys(messages) as NewPatientField[]).sort((a, b) => (columnOf.get(a) ?? Infinity) - (columnOf.get(b) ?? Infinity));
    if (wrong.length) {
      errorRows++;
      for (const f of wrong) errors.push({ row: r.row, column: headers[columnOf.get(f) ?? -1] ?? NEW_PATIENT_LABELS[f], message: messages[f]! });
      continue;
    }
    const stored = storedPatient(r.input as Omit<NewPatient, 'confirmDuplicates'>);
    good.push({ row: r.row, patient: { ...stored, timeZone: r.timeZoneGiven ? stored.timeZone : null } });
  }
  return { ok: true, columns, errors, errorRows, good };
}
