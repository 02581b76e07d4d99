/**
 * A CSV import of patients, as the import dialog shows it: first a preview (every row checked,
 * nothing written), then, once confirmed, a job whose progress and outcome the same record tells.
 */

/** previewed: checked, nothing written; queued/running: confirmed, being written; done. */
export const PATIENT_IMPORT_STATUSES = ['previewed', 'queued', 'running', 'done'] as const;
export type PatientImportStatus = (typeof PATIENT_IMPORT_STATUSES)[number];

/** A wrong cell: its row as the spreadsheet numbers it (the header is row 1) and its column's header. */
export interface ImportCellError {
  row: number;
  column: string;
  message: string;
}

/** A column of the file and the field it fills (null: not imported). */
export interface ImportColumn {
  header: string;
  /** The add form's label of the field, or null. */
  field: string | null;
}

/** A patient already on the roster whose record the import changes, with the fields it changes (labels). */
export interface ImportChange {
  row: number;
  mrn: string;
  name: string;
  fields: string[];
}

export interface ImportCounts {
  /** New patients. */
  create: number;
  /** Patients on the roster with at least one changed field. */
  update: number;
  /** Patients on the roster the file says nothing new about. */
  unchanged: number;
}

/** The shown lists stop at this many entries; the counts beside them are whole. */
export const IMPORT_LIST_LIMIT = 200;

export interface PatientImport {
  id: string;
  fileName: string;
  status: PatientImportStatus;
  /** Patient rows in the file (the header not counted). */
  rows: number;
  /** Rows with at least one wrong cell: never written. */
  errorRows: number;
  errors: ImportCellError[];
  columns: ImportColumn[];
  /** What confirming would do (as of the preview), then what the import did. */
  counts: ImportCounts;
  /** Rows written so far, of the rows without errors. */
  progress: { done: number; total: number };
  /** Changed patients (first IMPORT_LIST_LIMIT, in row order) and how many there are. */
  changes: ImportChange[];
  changeCount: number;
}
