/**
 * Importing patients from a CSV file (ADD_PATIENT): the file's limits, how a column's header names
 * a field, how a row becomes a new patient, and the messages. Every row is checked with the add
 * form's own rules (newPatientErrors), plus one the form cannot meet: a cell that a spreadsheet
 * would run as a formula is refused, so an exported roster can never carry `=cmd|…` back out.
 */
import type { Gender } from '../domain/patients';
import { NEW_PATIENT_FIELDS, newPatientErrors, type NewPatientField, type NewPatientInput } from './newPatient';

/** 5 MB holds some 30,000 rows of a typical roster export. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

/** The add form's labels, which are also the columns of the import's template. */
export const NEW_PATIENT_LABELS: Record<NewPatientField, string> = {
  mrn: 'Medical record number (MRN)',
  title: 'Title',
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  smsPhoneNumber: 'Mobile for texts',
  voicePhoneNumber: 'Phone for calls',
  email: 'E-mail',
  timeZone: 'Time zone',
  address: 'Address',
};

/** A file must name these; the others are optional (a blank or missing time zone takes the import's default). */
export const REQUIRED_IMPORT_FIELDS = ['mrn', 'firstName', 'lastName', 'dateOfBirth'] as const satisfies readonly NewPatientField[];

export const PATIENT_IMPORT_MESSAGES = {
  notCsv: 'Please choose a CSV file (.csv).',
  tooLarge: 'The file is larger than 5 MB. Split it into smaller files and import each one.',
  encoding: 'The file is not UTF-8 text. Save it from your spreadsheet as "CSV UTF-8" and import it again.',
  empty: 'The file has no patient rows below its header row.',
  tooManyRows: 'The file has more than 20,000 patient rows. Split it into smaller files and import each one.',
  unreadable: (line: number) => `The file could not be read as CSV near line ${line}. Check its quotes and commas.`,
  missingColumns: (labels: readonly string[]) => `The file has no column for ${labels.join(', ')}. Its first row must name the columns.`,
  formula: 'Starts like a spreadsheet formula (=, +, -, @). Remove the formula and import again.',
  duplicateMrn: (rows: readonly number[]) => `This medical record number is also on row ${rows.join(', ')}; each patient may appear once.`,
  nothingToImport: 'No row of this file can be imported. Correct the rows listed and choose the file again.',
  notPreviewed: 'This import has already been started.',
} as const;

/** Alternative headers that exports from other systems use, by the field they name. */
const HEADER_ALIASES: Record<NewPatientField, readonly string[]> = {
  mrn: ['mrn', 'medicalrecordnumber', 'medicalrecordno', 'chartnumber'],
  title: ['title', 'prefix', 'nameprefix'],
  firstName: ['firstname', 'first', 'givenname'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
  dateOfBirth: ['dateofbirth', 'dob', 'birthdate'],
  gender: ['gender', 'sex'],
  smsPhoneNumber: ['smsphonenumber', 'smsphone', 'mobile', 'mobilephone', 'cellphone', 'cell', 'textphone', 'phone'],
  voicePhoneNumber: ['voicephonenumber', 'voicephone', 'homephone', 'landline'],
  email: ['email', 'emailaddress'],
  timeZone: ['timezone', 'tz'],
  address: ['address', 'homeaddress', 'streetaddress', 'mailingaddress'],
};

const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

const FIELD_BY_HEADER = new Map<string, NewPatientField>(
  NEW_PATIENT_FIELDS.flatMap((f) => [headerKey(NEW_PATIENT_LABELS[f]), ...HEADER_ALIASES[f]].map((h) => [h, f] as const)),
);

/** The field a column's header names, or null when the import ignores the column. */
export function importField(header: string): NewPatientField | null {
  return FIELD_BY_HEADER.get(headerKey(header)) ?? null;
}

/**
 * A cell a spreadsheet would evaluate: it starts with =, @, a tab or a carriage return, or with +
 * or - followed by more than a number (a phone written +1 312 555 0100 is not a formula).
 */
export function isFormulaCell(cell: string): boolean {
  return /^[=@\t\r]/.test(cell) || /^[+-](?![\d\s().-]*$)/.test(cell);
}

const GENDER_WORDS: Record<string, Gender> = {
  m: 'male', male: 'male', f: 'female', female: 'female',
  u: 'not_specified', unknown: 'not_specified', notspecified: 'not_specified', other: 'not_specified', x: 'not_specified',
};

/** One row's cells by field (blank cells absent), its input for the kernel's rules, and what is wrong with it. */
export interface ImportRow {
  input: NewPatientInput;
  /** The message of each wrong field. */
  errors: Partial<Record<NewPatientField, string>>;
}

/**
 * A row as a new patient: blank cells are left out (an import never clears what the roster has),
 * genders may be written M/F/U or in words, and a row without a time zone takes `defaultTimeZone`.
 */
export function importRow(cells: Partial<Record<NewPatientField, string>>, defaultTimeZone: string, now: number = Date.now()): ImportRow {
  const input: NewPatientInput = {};
  const formulas: Partial<Record<NewPatientField, string>> = {};
  for (const field of NEW_PATIENT_FIELDS) {
    const cell = cells[field]?.trim() ?? '';
    if (cell === '') continue;
    if (isFormulaCell(cells[field]!)) formulas[field] = PATIENT_IMPORT_MESSAGES.formula;
    input[field] = field === 'gender' ? (GENDER_WORDS[headerKey(cell)] ?? cell) : cell;
  }
  input.timeZone ??= defaultTimeZone;
  return { input, errors: { ...newPatientErrors(input, now), ...formulas } };
}
