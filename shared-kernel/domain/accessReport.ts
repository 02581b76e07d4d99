import { formatDateTime } from './dateDisplay';

/**
 * The access report (who read or changed a patient's record), built from the audit log. The
 * labels of its "what" column are here, once: the practice-admin page, a patient's "Access
 * history" tab and the CSV export all say the same words.
 */

/** A patient as the report names them: name and MRN (the id is for filtering, never shown). */
export interface AccessReportPatient {
  id: string;
  name: string;
  mrn: string;
}

export interface AccessReportRow {
  /** The audit row's id (a React key and the paging cursor, never shown). */
  id: string;
  occurredAt: string;
  /** The professional's name. */
  who: string;
  action: AccessAction;
  /** The record area in plain words: 'Roster', 'Messages', 'Patient record'… */
  area: string;
  /** The patients the row concerns: only the filtered patient when the report is filtered by one, else up to ACCESS_REPORT_PATIENTS_SHOWN. */
  patients: AccessReportPatient[];
  /** How many patients the row concerns in all (a roster page names up to 200). */
  patientCount: number;
  /** The client address the request came from. */
  from: string | null;
}

export interface AccessReportPage {
  items: AccessReportRow[];
  /** The cursor of the next (older) page; null on the last one. */
  next: string | null;
}

/** A professional of the practice, to filter the report by. */
export interface AccessReportUser {
  id: string;
  name: string;
}

export type AccessAction = 'Read' | 'Changed';

/** Patients named on a row of a list read before "and N more". */
export const ACCESS_REPORT_PATIENTS_SHOWN = 5;
/** The most rows one CSV export holds; more asks for narrower filters. */
export const ACCESS_REPORT_CSV_MAX_ROWS = 10_000;
export const ACCESS_REPORT_TOO_MANY = `The export is limited to ${ACCESS_REPORT_CSV_MAX_ROWS.toLocaleString('en-US')} rows. Choose a patient, a user or a shorter date range.`;

/** Audit events that read a record; every other event on a patient's record changed it. */
const READ_EVENTS = new Set(['phi_read', 'patient_viewed', 'medical_history_viewed', 'enrollment_record_read']);

/** The record area of a route pattern ('GET /patients/:id/care-team'), first match wins. */
const AREAS: readonly (readonly [RegExp, string])[] = [
  [/^\/roster/, 'Roster'],
  [/^\/patients\/:\w+\/care-team/, 'Care team'],
  [/^\/patients\/:\w+\/comm-prefs/, 'Communication preferences'],
  [/^\/patients\/:\w+\/programs|^\/programs/, 'Programs'],
  [/^\/patients\/:\w+\/calls|^\/voice/, 'Calls'],
  [/^\/patients/, 'Patient record'],
  [/^\/CommunicationRequest|^\/conversations/, 'Conversations'],
  [/^\/Communication|^\/messages/, 'Messages'],
  [/^\/task|^\/keepintouch/, 'Tasks'],
  [/^\/enrollment/, 'Enrollment'],
  [/^\/diagnosis-considerations/, 'Diagnosis considerations'],
  [/^\/cde|^\/gaps-in-care/, 'Quality considerations'],
  [/^\/MeasureReport|^\/DocumentReference/, 'Medical history'],
  [/^\/events|^\/adt/, 'Hospital events'],
  [/^\/secure/, 'Secure chat'],
  [/^\/articles/, 'Education'],
  [/^\/audit/, 'Access report'],
];

/** Events written without a route: their area by name. */
const EVENT_AREAS: Readonly<Record<string, string>> = {
  patient_viewed: 'Patient record',
  patient_updated: 'Patient record',
  medical_history_viewed: 'Medical history',
  message_sent: 'Messages',
  conversation_ended: 'Conversations',
  conversation_closed: 'Conversations',
  call_started: 'Calls',
  enrollment_invited: 'Enrollment',
  enrollment_record_read: 'Enrollment',
  enrollment_status_changed: 'Enrollment',
  program_enrollment_changed: 'Programs',
  cde_transition: 'Quality considerations',
  diagnosis_attested: 'Diagnosis considerations',
  article_sent: 'Education',
  adt_event_matched: 'Hospital events',
  adt_event_acknowledged: 'Hospital events',
};

/** What an audit row did, in plain US English: read or changed, and which part of the record. */
export function accessOf(event: string, route: string | null): { action: AccessAction; area: string } {
  const action: AccessAction = READ_EVENTS.has(event) ? 'Read' : 'Changed';
  const path = route?.replace(/^[A-Z]+ /, '') ?? '';
  const area = AREAS.find(([pattern]) => pattern.test(path))?.[1] ?? EVENT_AREAS[event] ?? 'Patient record';
  return { action, area };
}

/** 'Marisol Vandermeer (MRN R-1001)'. */
export const accessPatientLabel = (p: Pick<AccessReportPatient, 'name' | 'mrn'>): string => `${p.name} (MRN ${p.mrn})`;

/** The patients column of a row: names with MRNs, then 'and N more' for a list read. */
export function accessPatientsText(row: Pick<AccessReportRow, 'patients' | 'patientCount'>): string {
  const named = row.patients.map(accessPatientLabel).join('; ');
  const more = row.patientCount - row.patients.length;
  return more > 0 ? `${named}${named ? '; ' : ''}and ${more.toLocaleString('en-US')} more` : named;
}

/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet: a cell starting with = + - @ (or a tab
 * or carriage return) is prefixed with a single quote so it is never read as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const ACCESS_REPORT_CSV_HEADER = ['When', 'Who', 'What', 'Record area', 'Patients', 'From'] as const;

/** The CSV of report rows, header first, lines ending CRLF; times in `timeZone`. */
export function accessReportCsv(rows: readonly AccessReportRow[], timeZone: string): string {
  const lines = [ACCESS_REPORT_CSV_HEADER.join(',')];
  for (const r of rows) {
    lines.push(
      [formatDateTime(r.occurredAt, timeZone, true), r.who, r.action, r.area, accessPatientsText(r), r.from ?? ''].map(csvCell).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
