/**
 * New patients, one from the add form or many from a CSV import: the stored form of a checked
 * input, the likely duplicates already on the roster, and one insert for a whole batch. Inserts
 * fill search_first/search_last (the roster's name keys); the triggers of migrations 063 and 071
 * keep the name parts and the organisation's patient-search version, so the new patient is
 * found by a roster search at once.
 */
import { randomUUID } from 'node:crypto';
import type { Gender, NewPatient, PossibleDuplicate } from '@hearth/shared-kernel/domain';
import type { Language } from '@hearth/shared-kernel/i18n';
import { formatIsoDate, normalizePhone, parseCalendarDate } from '@hearth/shared-kernel/rules';
import type { Queryable } from '../../platform/db/types';
import { searchKey } from './normalize';

/** A checked new patient as the patients table keeps it. */
export interface StoredPatient {
  mrn: string;
  title: string | null;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  gender: Gender | null;
  smsPhone: string | null;
  voicePhone: string | null;
  email: string | null;
  timeZone: string;
  address: string | null;
  preferredLanguage: Language | null;
}

/** The fields an import compares and updates (a CSV carries no language). */
export const STORED_FIELDS = ['title', 'firstName', 'lastName', 'dateOfBirth', 'gender', 'smsPhone', 'voicePhone', 'email', 'timeZone', 'address'] as const;
export type StoredField = (typeof STORED_FIELDS)[number];

const blankToNull = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v.trim());

/** The stored form of an input that passed the kernel's newPatientErrors. */
export function storedPatient(input: Omit<NewPatient, 'confirmDuplicates'>): StoredPatient {
  const dob = parseCalendarDate(input.dateOfBirth);
  return {
    mrn: input.mrn.trim(),
    title: blankToNull(input.title),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    dateOfBirth: dob ? formatIsoDate(dob) : '',
    gender: input.gender ?? null,
    smsPhone: input.smsPhoneNumber ? normalizePhone(input.smsPhoneNumber) : null,
    voicePhone: input.voicePhoneNumber ? normalizePhone(input.voicePhoneNumber) : null,
    email: blankToNull(input.email),
    timeZone: input.timeZone.trim(),
    address: blankToNull(input.address),
    preferredLanguage: input.preferredLanguage ?? null,
  };
}

/** Same first and last name (as the roster compares them) and date of birth, or the same phone. */
export async function possibleDuplicates(q: Queryable, orgId: string, p: StoredPatient): Promise<PossibleDuplicate[]> {
  const phones = [p.smsPhone, p.voicePhone].filter((x): x is string => x !== null);
  const { rows } = await q.query<{ first_name: string; last_name: string; dob: string | null; mrn: string; by_name: boolean; by_phone: boolean }>(
    `select first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') as dob, mrn,
            (search_first = $2 and search_last = $3 and date_of_birth = $4::date) as by_name,
            (sms_phone = any($5::text[]) or voice_phone = any($5::text[])) as by_phone
       from patients
      where org_id = $1
        and ((search_first = $2 and search_last = $3 and date_of_birth = $4::date)
             or sms_phone = any($5::text[]) or voice_phone = any($5::text[]))
      order by search_last, search_first, mrn
      limit 10`,
    [orgId, searchKey(p.firstName), searchKey(p.lastName), p.dateOfBirth, phones],
  );
  return rows.map((r) => ({
    firstName: r.first_name,
    lastName: r.last_name,
    dateOfBirth: r.dob,
    mrn: r.mrn,
    matchedOn: [...(r.by_name ? (['name_and_dob'] as const) : []), ...(r.by_phone ? (['phone'] as const) : [])],
  }));
}

/** Whether a patient of the organisation has this MRN (the unique key is exact, as stored). */
export async function mrnTaken(q: Queryable, orgId: string, mrn: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from patients where org_id = $1 and mrn = $2', [orgId, mrn]);
  return rows.length > 0;
}

/** Inserts a batch in one statement; answers the new ids in the batch's order. */
export async function insertPatients(q: Queryable, orgId: string, patients: readonly StoredPatient[]): Promise<string[]> {
  if (patients.length === 0) return [];
  const ids = patients.map(() => randomUUID());
  const col = <K extends keyof StoredPatient>(k: K) => patients.map((p) => p[k]);
  await q.query(
    `insert into patients (id, org_id, mrn, title, first_name, last_name, gender, date_of_birth, email, sms_phone, voice_phone,
                           time_zone, address, preferred_language, search_first, search_last)
     select u.id, $1, u.mrn, u.title, u.first_name, u.last_name, u.gender, u.dob, u.email, u.sms, u.voice, u.tz, u.address, u.lang, u.sf, u.sl
       from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::date[], $9::text[], $10::text[],
                   $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[])
         as u(id, mrn, title, first_name, last_name, gender, dob, email, sms, voice, tz, address, lang, sf, sl)`,
    [
      orgId, ids, col('mrn'), col('title'), col('firstName'), col('lastName'), col('gender'), col('dateOfBirth'), col('email'),
      col('smsPhone'), col('voicePhone'), col('timeZone'), col('address'), col('preferredLanguage'),
      patients.map((p) => searchKey(p.firstName)), patients.map((p) => searchKey(p.lastName)),
    ],
  );
  return ids;
}

/** A unique-key refusal from either driver (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
