/** Patients and the roster (GET /roster, /patients/:id, roster presets, communication preferences). */
import type { Language } from '../i18n/language';
import type { EnrollmentStatus } from './entities';
import type { SortDirection } from './paging';

export type Gender = 'male' | 'female' | 'not_specified';

/** One row of GET /roster. Dates of birth are 'YYYY-MM-DD'; instants are ISO 8601 UTC. */
export interface PatientRow {
  id: string;
  orgId: string;
  orgName: string | null;
  /** Medical record number, unique within the organisation. */
  mrn: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  gender: Gender | null;
  /** 10 digits (NANP, no country code), or null. */
  smsPhoneNumber: string | null;
  enrollmentStatus: EnrollmentStatus;
  /** An active conversation whose last message came from the patient. */
  needsResponse: boolean;
  doNotDisturb: boolean;
  /** The patient texted Stop (enrollmentStatus is then 'opted_out'). */
  optedOut: boolean;
  lastContactAt: string | null;
  /** The language of the patient's pages and texts; null until the patient or the care team chose one (texts then go in English). */
  preferredLanguage: Language | null;
}
/** The UI's earlier name for a roster row. */
export type RosterPatient = PatientRow;

export interface PatientDetail extends PatientRow {
  title: string | null;
  email: string | null;
  voicePhoneNumber: string | null;
  timeZone: string | null;
  address: string | null;
  createdAt: string;
  updatedAt: string;
  /** The patient's one active conversation, if any (SPEC §2: only one per patient). */
  activeConversationId: string | null;
  /** The patient can use secure chat: on in their communication preferences, and not unenrolled. */
  secureChat: boolean;
}

/** PUT /patients/:id (general-info): every field optional; null clears an optional one. */
export interface PatientUpdate {
  title?: string | null;
  firstName?: string;
  lastName?: string;
  email?: string | null;
  smsPhoneNumber?: string | null;
  voicePhoneNumber?: string | null;
  timeZone?: string;
  gender?: Gender | null;
  dateOfBirth?: string | null;
  address?: string | null;
  preferredLanguage?: Language | null;
}

export const ROSTER_SORT_KEYS = [
  'lastName', 'firstName', 'dateOfBirth', 'enrollmentStatus', 'lastContactAt', 'mrn', 'createdAt',
] as const;
export type RosterSortKey = (typeof ROSTER_SORT_KEYS)[number];

/** GET /roster query (all optional; defaults: sortKey lastName, ASC, skip 0, take 20, max take 200). */
export interface RosterQuery {
  /** Name ('smith', 'jane smith', 'smith, jane'), phone digits, MRN or date of birth (MM/DD/YYYY). */
  search?: string;
  /** Comma-separated EnrollmentStatus values. */
  enrollmentStatus?: string;
  needsResponse?: boolean;
  doNotDisturb?: boolean;
  /** Comma-separated Language values. */
  preferredLanguage?: string;
  sortKey?: RosterSortKey;
  sortDirection?: SortDirection;
  skip?: number;
  take?: number;
}

/** Roster presets (UserConfig/cachePresetRoster): a named filter of the roster. */
export const ROSTER_PRESETS = {
  all: { label: 'All patients', filter: {} },
  enrolled: { label: 'Enrolled', filter: { enrollmentStatus: 'approved' } },
  needs_response: { label: 'Needs response', filter: { needsResponse: true } },
  invited: { label: 'Invited, not yet enrolled', filter: { enrollmentStatus: 'initiated,sent,waiting_for_phone_call,waiting_for_approval' } },
  not_enrolled: { label: 'Not enrolled', filter: { enrollmentStatus: 'not_enrolled,denied,cancelled,patient_declined' } },
  opted_out: { label: 'Opted out or inactive', filter: { enrollmentStatus: 'opted_out,inactivated,unenrolled' } },
} as const satisfies Record<string, { label: string; filter: Pick<RosterQuery, 'enrollmentStatus' | 'needsResponse'> }>;
export type RosterPresetKey = keyof typeof ROSTER_PRESETS;

/** GET UserConfig/cachePresetRoster answer; POST takes { presetRosterKey }. */
export interface RosterPresetConfig {
  presetRosterKey: RosterPresetKey | null;
}

/** Communication preferences (GET/PUT /patients/:id/comm-prefs). Times 'HH:mm' in 15-minute steps. */
export interface CommPrefs {
  smsEnabled: boolean;
  chatEnabled: boolean;
  voiceEnabled: boolean;
  contactStart: string;
  contactEnd: string;
  /** IANA zone. */
  timeZone: string;
  doNotDisturb: boolean;
}

/** True for 'HH:mm' on a 15-minute step (SPEC §9). */
export function isContactTime(value: unknown, stepMinutes = 15): value is string {
  if (typeof value !== 'string') return false;
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return Boolean(m) && Number(m![2]) % stepMinutes === 0;
}

/** POST /patients (ADD_PATIENT): a new patient of the caller's organisation. */
export interface NewPatient {
  mrn: string;
  title?: string | null;
  firstName: string;
  lastName: string;
  /** MM/DD/YYYY or YYYY-MM-DD. */
  dateOfBirth: string;
  gender?: Gender | null;
  smsPhoneNumber?: string | null;
  voicePhoneNumber?: string | null;
  email?: string | null;
  /** IANA zone. */
  timeZone: string;
  address?: string | null;
  preferredLanguage?: Language | null;
  /** "Add anyway": save although the server found likely duplicates. */
  confirmDuplicates?: boolean;
}

/** A patient already on the roster who may be the one being added: shown by name, never by id. */
export interface PossibleDuplicate {
  firstName: string;
  lastName: string;
  /** 'YYYY-MM-DD' or null. */
  dateOfBirth: string | null;
  mrn: string;
  /** Why it matched. */
  matchedOn: ('name_and_dob' | 'phone')[];
}

/**
 * POST /patients answer: the saved patient (201), or the likely duplicates (200, nothing saved)
 * when the request did not confirm them.
 */
export type AddPatientAnswer =
  | { outcome: 'created'; patient: PatientDetail }
  | { outcome: 'possible_duplicates'; duplicates: PossibleDuplicate[] };
