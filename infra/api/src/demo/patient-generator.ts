/**
 * Deterministic, realistic-looking patients: the same seed always gives the same people, ids,
 * phone numbers and statuses. Used by the demo seed (hundreds per organisation) and by the roster
 * benchmark (up to a million). The demo seed inserts them with one unnest() statement per chunk
 * (inside its transaction); the benchmark generator streams them through COPY (`patientCopy`).
 */
import { createHash } from 'node:crypto';
import { ENROLLMENT_STATUSES, type EnrollmentStatus, type Gender } from '@hearth/shared-kernel/domain';
import type { Language } from '@hearth/shared-kernel/i18n';
import type { CopyCell } from '../platform/db/copy-text';
import type { Queryable } from '../platform/db/types';
import { searchKey } from '../features/patients/normalize';

export interface GeneratedPatient {
  id: string;
  orgId: string;
  mrn: string;
  title: string | null;
  firstName: string;
  lastName: string;
  gender: Gender;
  dateOfBirth: string;
  email: string | null;
  smsPhone: string | null;
  voicePhone: string | null;
  timeZone: string;
  address: string;
  enrollmentStatus: EnrollmentStatus;
  doNotDisturb: boolean;
  lastContactAt: string | null;
  createdAt: string;
  preferredLanguage: Language | null;
}

const FEMALE = [
  'Mary', 'Patricia', 'Jennifer', 'Linda', 'Elizabeth', 'Barbara', 'Susan', 'Jessica', 'Sarah', 'Karen', 'Lisa', 'Nancy',
  'Betty', 'Margaret', 'Sandra', 'Ashley', 'Dorothy', 'Kimberly', 'Emily', 'Donna', 'Michelle', 'Carol', 'Amanda', 'Melissa',
  'Deborah', 'Stephanie', 'Rebecca', 'Sharon', 'Laura', 'Cynthia', 'María', 'Zoë', 'Aaliyah', 'Mei', 'Priya', 'Fatima',
  'Ana', 'Chloé', 'Ngozi', 'Yuki',
];
const MALE = [
  'James', 'Robert', 'John', 'Michael', 'David', 'William', 'Richard', 'Joseph', 'Thomas', 'Charles', 'Christopher', 'Daniel',
  'Matthew', 'Anthony', 'Mark', 'Donald', 'Steven', 'Paul', 'Andrew', 'Joshua', 'Kenneth', 'Kevin', 'Brian', 'George',
  'Timothy', 'Ronald', 'Edward', 'Jason', 'Jeffrey', 'Ryan', 'José', 'Luis', 'Wei', 'Arjun', 'Omar', 'Kwame', 'Hiroshi',
  'René', 'Mateo', 'Dmitri',
];
const LAST = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson',
  'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright',
  'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell',
  'Mitchell', 'Carter', 'Roberts', 'Okafor', 'Patel', 'Kim', 'Chen', 'Nakamura', "O'Brien", 'Müller', 'Søndergaard',
  'Nowak', 'Kowalski', 'Haddad', 'Mensah', 'Singh', 'Cohen', 'Rossi', 'Dubois', 'Ivanova', 'Fernández', 'Byrne', 'Murphy',
  'Smith-Jones', 'De la Cruz', 'Van Buren', 'Abernathy', 'Whitfield', 'Castillo', 'Reyes', 'Morales', 'Ortiz', 'Gutierrez',
];
const HISPANIC = new Set([
  'Garcia', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Perez', 'Sanchez', 'Ramirez', 'Torres', 'Flores',
  'Rivera', 'Fernández', 'De la Cruz', 'Castillo', 'Reyes', 'Morales', 'Ortiz', 'Gutierrez',
]);
/**
 * Two in three patients of a Hispanic family name read Spanish (about 15% of a roster); one in
 * five of the others chose English; the rest chose nothing yet. From the index, not the PRNG, so
 * every other generated value stays what it was.
 */
function languageOf(lastName: string, i: number): Language | null {
  if (HISPANIC.has(lastName)) return i % 3 === 0 ? 'en' : 'es';
  return i % 5 === 0 ? 'en' : null;
}
const STREETS = ['Oak St', 'Maple Ave', 'Cedar Ln', 'Pine St', 'Elm St', 'Lakeview Dr', 'River Rd', 'Hillcrest Ave', 'Park Pl', 'Main St'];
const CITIES = ['Springfield, IL 62701', 'Riverside, CA 92501', 'Madison, WI 53703', 'Franklin, TN 37064', 'Salem, OR 97301', 'Fairview, TX 75069'];
const ZONES = ['America/New_York', 'America/New_York', 'America/Chicago', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'];
const AREA_CODES = [
  '201', '212', '213', '305', '312', '404', '415', '503', '512', '602', '617', '702', '713', '718', '801', '804', '813', '919',
  '206', '314', '402', '608', '615', '704', '720', '971', '972', '978', '312', '224',
];

/** Status mix of a practice's roster; every status appears (the first twelve patients take one each). */
const STATUS_WEIGHTS: [EnrollmentStatus, number][] = [
  ['approved', 40], ['not_enrolled', 14], ['sent', 8], ['initiated', 5], ['waiting_for_phone_call', 3],
  ['waiting_for_approval', 5], ['denied', 3], ['cancelled', 3], ['inactivated', 3], ['unenrolled', 4],
  ['patient_declined', 5], ['opted_out', 7],
];
const STATUS_TOTAL = STATUS_WEIGHTS.reduce((a, [, w]) => a + w, 0);
const ALL_STATUSES = Object.keys(ENROLLMENT_STATUSES) as EnrollmentStatus[];

/** mulberry32: a small, fast, seedable PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable UUID (version-4 shaped) from a name. */
export function stableUuid(name: string): string {
  const h = createHash('sha256').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface GenerateOptions {
  orgId: string;
  count: number;
  seed: number;
  /** Offsets the phone block, so organisations do not share numbers (0, 1, 2 …). */
  phoneBlock?: number;
  /** MRN prefix, e.g. 'RFP'. */
  mrnPrefix: string;
  now?: Date;
}

export function generatePatients(o: GenerateOptions): GeneratedPatient[] {
  return [...patientStream(o)];
}

/** The same patients as generatePatients, one at a time: a million never sit in memory together. */
export function* patientStream(o: GenerateOptions): Generator<GeneratedPatient> {
  const rand = prng(o.seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const now = (o.now ?? new Date()).getTime();
  for (let i = 0; i < o.count; i++) {
    const female = rand() < 0.54;
    const gender: Gender = rand() < 0.02 ? 'not_specified' : female ? 'female' : 'male';
    const firstName = pick(female ? FEMALE : MALE);
    const lastName = pick(LAST);
    let status: EnrollmentStatus;
    if (i < ALL_STATUSES.length) status = ALL_STATUSES[i];
    else {
      let r = rand() * STATUS_TOTAL;
      status = STATUS_WEIGHTS.find(([, w]) => (r -= w) < 0)?.[0] ?? 'approved';
    }
    const year = 1935 + Math.floor(rand() * 70);
    const month = 1 + Math.floor(rand() * 12);
    const day = 1 + Math.floor(rand() * 28);
    // 10,000 numbers per area code, exchange 555; each block of organisations uses its own area codes.
    const n = i + (o.phoneBlock ?? 0) * 30_000;
    const area = AREA_CODES[Math.floor(n / 10_000) % AREA_CODES.length];
    const phone = rand() < 0.04 ? null : `${area}555${String(n % 10_000).padStart(4, '0')}`;
    const title = gender === 'female' ? pick(['Ms.', 'Mrs.', 'Miss', null]) : gender === 'male' ? pick(['Mr.', null]) : null;
    const emailName = searchKey(`${firstName}.${lastName}`).replace(/[^a-z.]/g, '');
    const lastContactDays = ['approved', 'opted_out', 'sent'].includes(status) ? rand() * 60 : null;
    yield {
      id: stableUuid(`patient:${o.orgId}:${o.seed}:${i}`),
      orgId: o.orgId,
      mrn: `${o.mrnPrefix}${String(100_000 + i)}`,
      title,
      firstName,
      lastName,
      gender,
      dateOfBirth: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      email: rand() < 0.7 ? `${emailName}${i % 97}@example.com` : null,
      smsPhone: phone,
      voicePhone: rand() < 0.5 ? phone : null,
      timeZone: pick(ZONES),
      address: `${100 + Math.floor(rand() * 9800)} ${pick(STREETS)}, ${pick(CITIES)}`,
      enrollmentStatus: status,
      doNotDisturb: status === 'approved' && rand() < 0.05,
      lastContactAt: lastContactDays === null ? null : new Date(now - lastContactDays * 86_400_000).toISOString(),
      createdAt: new Date(now - (30 + rand() * 700) * 86_400_000).toISOString(),
      preferredLanguage: languageOf(lastName, i),
    };
  }
}

/** The patients table's columns that `patientCells` fills, in its order. */
export const PATIENT_COPY_COLUMNS = [
  'id', 'org_id', 'mrn', 'title', 'first_name', 'last_name', 'gender', 'date_of_birth', 'email', 'sms_phone', 'voice_phone',
  'time_zone', 'address', 'enrollment_status', 'do_not_disturb', 'last_contact_at', 'created_at', 'updated_at',
  'search_first', 'search_last', 'opted_out_at', 'status_before_opt_out', 'preferred_language',
] as const;

/** One patient as a COPY row, with the derived columns insertPatients computes in SQL. */
export function patientCells(p: GeneratedPatient): CopyCell[] {
  const optedOut = p.enrollmentStatus === 'opted_out';
  return [
    p.id, p.orgId, p.mrn, p.title, p.firstName, p.lastName, p.gender, p.dateOfBirth, p.email, p.smsPhone, p.voicePhone,
    p.timeZone, p.address, p.enrollmentStatus, p.doNotDisturb, p.lastContactAt, p.createdAt, p.createdAt,
    searchKey(p.firstName), searchKey(p.lastName), optedOut ? p.lastContactAt : null, optedOut ? 'approved' : null, p.preferredLanguage,
  ];
}

/** Inserts patients in chunks of `chunk` with one statement each. */
export async function insertPatients(q: Queryable, patients: GeneratedPatient[], chunk = 5_000): Promise<void> {
  for (let start = 0; start < patients.length; start += chunk) {
    const part = patients.slice(start, start + chunk);
    const col = <K extends keyof GeneratedPatient>(k: K) => part.map((p) => (p[k] === null ? null : String(p[k])));
    await q.query(
      `insert into patients (id, org_id, mrn, title, first_name, last_name, gender, date_of_birth, email, sms_phone, voice_phone,
                             time_zone, address, enrollment_status, do_not_disturb, last_contact_at, created_at, updated_at,
                             search_first, search_last, opted_out_at, status_before_opt_out, preferred_language)
       select u.id, u.org_id, u.mrn, u.title, u.first_name, u.last_name, u.gender, u.dob, u.email, u.sms, u.voice, u.tz, u.address,
              u.status, u.dnd, u.last_contact, u.created, u.created, u.sf, u.sl,
              case when u.status = 'opted_out' then u.last_contact else null end,
              case when u.status = 'opted_out' then 'approved' else null end, u.lang
         from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::date[], $9::text[],
                     $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::boolean[], $16::timestamptz[],
                     $17::timestamptz[], $18::text[], $19::text[], $20::text[])
           as u(id, org_id, mrn, title, first_name, last_name, gender, dob, email, sms, voice, tz, address, status, dnd,
                last_contact, created, sf, sl, lang)`,
      [
        col('id') as string[], col('orgId') as string[], col('mrn') as string[], col('title') as string[], col('firstName') as string[],
        col('lastName') as string[], col('gender') as string[], col('dateOfBirth') as string[], col('email') as string[],
        col('smsPhone') as string[], col('voicePhone') as string[], col('timeZone') as string[], col('address') as string[],
        col('enrollmentStatus') as string[], col('doNotDisturb') as string[], col('lastContactAt') as string[],
        col('createdAt') as string[], part.map((p) => searchKey(p.firstName)), part.map((p) => searchKey(p.lastName)),
        col('preferredLanguage') as string[],
      ],
    );
  }
}
