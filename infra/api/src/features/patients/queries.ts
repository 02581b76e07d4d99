/** Reading and writing patients, always inside one organisation. */
import type {
  CareTeamMember,
  CommPrefs,
  EnrollmentStatus,
  Gender,
  Paged,
  PatientDetail,
  PatientRow,
  PatientUpdate,
  ProgramEnrollment,
  ProgramEnrollmentStatus,
} from '@hearth/shared-kernel/domain';
import type { Language } from '@hearth/shared-kernel/i18n';
import type { Db, Queryable, SqlParam } from '../../platform/db/types';
import { audit } from '../../platform/audit/audit';
import { bind } from '../../platform/db/bind';
import { iso, isoOrNull } from '../../platform/db/values';
import { searchKey } from './normalize';
import { listTotal, plannedTotal, smallTotal, type ListTotal } from '../../platform/db/list-total';
import { rowsInOrder } from '../../platform/db/page-rows';
import { cursorOf, keysetPageOf, rowCursor } from '../../platform/db/keyset';
import { buildRosterSql, pageIdsSql, ROSTER_KEYSETS, rosterOrder, type RosterFilter } from './roster-query';
import { isUuid } from '@hearth/shared-kernel/rules';
import { CHAT_OPEN_SQL } from '../patient-app/port';
import { toCareTeamMember, type CareTeamMemberRow } from '../professionals/port';

const ROW_COLUMNS = `p.id::text as id, p.org_id::text as org_id, o.name as org_name, p.mrn, p.first_name, p.last_name,
  p.date_of_birth::text as date_of_birth, p.gender, p.sms_phone, p.enrollment_status, p.needs_response,
  p.do_not_disturb, p.last_contact_at, p.preferred_language`;

const DETAIL_COLUMNS = `${ROW_COLUMNS}, p.title, p.email, p.voice_phone, p.time_zone, p.address, p.created_at, p.updated_at,
  (select c.id::text from conversations c where c.patient_id = p.id and c.status = 'active') as active_conversation_id,
  ${CHAT_OPEN_SQL} as secure_chat`;

interface RowShape {
  id: string;
  org_id: string;
  org_name: string | null;
  mrn: string;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  gender: Gender | null;
  sms_phone: string | null;
  enrollment_status: EnrollmentStatus;
  needs_response: boolean;
  do_not_disturb: boolean;
  last_contact_at: unknown;
  preferred_language: Language | null;
}

interface DetailShape extends RowShape {
  title: string | null;
  email: string | null;
  voice_phone: string | null;
  time_zone: string;
  address: string | null;
  created_at: unknown;
  updated_at: unknown;
  active_conversation_id: string | null;
  secure_chat: boolean;
}

function toRow(r: RowShape): PatientRow {
  return {
    id: r.id,
    orgId: r.org_id,
    orgName: r.org_name,
    mrn: r.mrn,
    firstName: r.first_name,
    lastName: r.last_name,
    dateOfBirth: r.date_of_birth,
    gender: r.gender,
    smsPhoneNumber: r.sms_phone,
    enrollmentStatus: r.enrollment_status,
    needsResponse: r.needs_response,
    doNotDisturb: r.do_not_disturb,
    optedOut: r.enrollment_status === 'opted_out',
    lastContactAt: isoOrNull(r.last_contact_at),
    preferredLanguage: r.preferred_language,
  };
}

function toDetail(r: DetailShape): PatientDetail {
  return {
    ...toRow(r),
    title: r.title,
    email: r.email,
    voicePhoneNumber: r.voice_phone,
    timeZone: r.time_zone,
    address: r.address,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    activeConversationId: r.active_conversation_id,
    secureChat: r.secure_chat,
  };
}

/** The keyset cursors a page read from a cursor (or by offset) can answer. */
export interface RosterPosition {
  after?: string;
  before?: string;
}

/**
 * Whether a search's page is cheaper read from its `matches` (each one a row read by id, `rowCost`
 * times an entry the walk passes: 12 for a name, 40 for an MRN, from roster-query's matchRowCost)
 * than by walking the sort order, which passes about `slice` / `matches` entries for each row of
 * the page and of those skipped.
 */
export const readMatchesFirst = (matches: number, slice: number, page: Pick<RosterFilter, 'skip' | 'take'>, rowCost: number): boolean =>
  matches * matches * rowCost < (page.skip + page.take + 1) * slice;

/**
 * One page of the roster: the rows (their ids, with one beyond the page telling whether more
 * follow, then those rows), their total from listTotal (counted once per filter when large), and
 * next/prev cursors.
 * A malformed cursor, or one of another sort, throws BadCursor (the route answers 400).
 */
export async function rosterPage(q: Db, filter: RosterFilter, orgName: string, at: RosterPosition = {}): Promise<Paged<PatientRow>> {
  const order = rosterOrder(filter);
  const columns = ROSTER_KEYSETS[filter.sortKey];
  const position = cursorOf(order, columns, at);
  let sql = buildRosterSql(filter, position);
  // A search's count, when small, is known before its page: it decides how the page is read.
  let small: ListTotal | null = null;
  if (sql.fewMatches) {
    const [matches, slice] = await Promise.all([smallTotal(q, sql.count), plannedTotal(q, sql.fewMatches.slice)]);
    small = matches;
    if (matches && readMatchesFirst(matches.totalRecords, slice, filter, sql.fewMatches.rowCost)) sql = buildRosterSql(filter, position, true);
  }
  const read = (async () => {
    // The page's ids first: they can come from the sort index alone (an index-only scan that also
    // tests a name search on the index's copy of the names), so the rows it passes over are never
    // read from the table. Then those rows. (The roster bench measured the conversation list's
    // ways slower here: one joined statement, 732.5 and 714.7 requests/s against 750.9 and 770.8;
    // the ids prepared from the start or a cursor, 660.7 against 734.7.)
    const ids = (await q.query<{ id: string }>(pageIdsSql(sql, filter), sql.pageParams)).rows.map((r) => r.id);
    const pageRows = await rowsInOrder<RowShape & Record<string, string | null>>(q, ids, {
      // The caller's organisation is the page's: its name comes with the request, not from a join.
      sql: `select ${ROW_COLUMNS.replace('o.name', '$3::text')}, ${sql.keySelect} from patients p where p.org_id = $1 and p.id = any($2::uuid[])`,
      params: [filter.orgId, ids, orgName],
      prepare: `roster_rows_${filter.sortKey}`,
    });
    // Past the call's cursor limit (very long names) a link is left out: the browser pages by skip.
    return keysetPageOf(pageRows, { take: filter.take, skip: filter.skip, cursor: position }, (r) => rowCursor(order, columns, r));
  })();
  // The total is asked for while the page is read (a search's count then runs beside it).
  const [{ rows, next, prev }, total] = await Promise.all([
    read,
    // Counted for this call it is exact; reused, listTotal still finds where a page ends the list.
    small && !small.totalIsEstimate ? small : listTotal(q, {
      ...sql.count,
      searched: !!filter.search?.trim(),
      // Only a page read by offset from the start shows where the list ends.
      ...(position ? {} : { page: read.then((p) => ({ skip: filter.skip, take: filter.take, returned: p.rows.length })) }),
    }),
  ]);
  return {
    ...total,
    results: rows.map(toRow),
    ...(next ? { next } : {}),
    ...(prev ? { prev } : {}),
  };
}

/** The patient when it belongs to the organisation; null otherwise (callers answer 404). */
export async function patientInOrg(q: Queryable, orgId: string, patientId: string): Promise<PatientDetail | null> {
  if (!isUuid(patientId)) return null;
  const { rows } = await q.query<DetailShape>(
    `select ${DETAIL_COLUMNS} from patients p join organizations o on o.id = p.org_id where p.id = $1 and p.org_id = $2`,
    [patientId, orgId],
  );
  return rows[0] ? toDetail(rows[0]) : null;
}

const UPDATE_COLUMNS: Record<keyof PatientUpdate, string> = {
  title: 'title',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  smsPhoneNumber: 'sms_phone',
  voicePhoneNumber: 'voice_phone',
  timeZone: 'time_zone',
  gender: 'gender',
  dateOfBirth: 'date_of_birth',
  address: 'address',
  preferredLanguage: 'preferred_language',
};

/** Applies a (validated, normalised) update; answers the fields that changed. */
export async function updatePatient(q: Queryable, orgId: string, patientId: string, update: PatientUpdate): Promise<string[]> {
  const sets: string[] = [];
  const params: SqlParam[] = [patientId, orgId];
  const changed: string[] = [];
  for (const [key, column] of Object.entries(UPDATE_COLUMNS) as [keyof PatientUpdate, string][]) {
    if (!(key in update)) continue;
    sets.push(`${column} = ${bind(params, (update[key] ?? null) as SqlParam)}${column === 'date_of_birth' ? '::date' : ''}`);
    changed.push(key);
  }
  if (update.firstName !== undefined) {
    sets.push(`search_first = ${bind(params, searchKey(update.firstName))}`);
  }
  if (update.lastName !== undefined) {
    sets.push(`search_last = ${bind(params, searchKey(update.lastName))}`);
  }
  if (!sets.length) return [];
  await q.query(`update patients set ${sets.join(', ')}, updated_at = now() where id = $1 and org_id = $2`, params);
  return changed;
}

/**
 * The patient chose their language (the enrollment link, the secure chat's menu): set, audited as
 * the patient's own change of their record (which field, never the value). False when no such patient.
 */
export async function setPreferredLanguage(q: Queryable, who: { orgId: string; patientId: string; ip: string; route: string }, language: Language): Promise<boolean> {
  const { rows } = await q.query(
    'update patients set preferred_language = $3, updated_at = now() where id = $1 and org_id = $2 returning id',
    [who.patientId, who.orgId, language],
  );
  if (!rows.length) return false;
  await audit(q, {
    event: 'patient_updated',
    orgId: who.orgId,
    route: who.route,
    ip: who.ip,
    detail: { patientId: who.patientId, fields: ['preferredLanguage'], by: 'patient' },
  });
  return true;
}

export async function commPrefsOf(q: Queryable, patientId: string): Promise<CommPrefs> {
  const { rows } = await q.query<{
    sms_enabled: boolean;
    chat_enabled: boolean;
    voice_enabled: boolean;
    contact_start: string;
    contact_end: string;
    time_zone: string;
    do_not_disturb: boolean;
  }>(
    `select sms_enabled, chat_enabled, voice_enabled, contact_start, contact_end, time_zone, do_not_disturb
       from patients where id = $1`,
    [patientId],
  );
  const r = rows[0];
  return {
    smsEnabled: r.sms_enabled,
    chatEnabled: r.chat_enabled,
    voiceEnabled: r.voice_enabled,
    contactStart: r.contact_start,
    contactEnd: r.contact_end,
    timeZone: r.time_zone,
    doNotDisturb: r.do_not_disturb,
  };
}

export async function saveCommPrefs(q: Queryable, patientId: string, prefs: CommPrefs): Promise<void> {
  await q.query(
    `update patients set sms_enabled = $2, chat_enabled = $3, voice_enabled = $4, contact_start = $5, contact_end = $6,
            time_zone = $7, do_not_disturb = $8, updated_at = now()
      where id = $1`,
    [patientId, prefs.smsEnabled, prefs.chatEnabled, prefs.voiceEnabled, prefs.contactStart, prefs.contactEnd, prefs.timeZone, prefs.doNotDisturb],
  );
}

export async function programsOf(q: Queryable, patientId: string): Promise<ProgramEnrollment[]> {
  const { rows } = await q.query<{ program_id: string; name: string; status: ProgramEnrollmentStatus; invite_attempts: number; updated_at: unknown }>(
    `select pp.program_id::text as program_id, pr.name, pp.status, pp.invite_attempts, pp.updated_at
       from patient_programs pp join programs pr on pr.id = pp.program_id
      where pp.patient_id = $1 order by pr.name`,
    [patientId],
  );
  return rows.map((r) => ({
    programId: r.program_id,
    programName: r.name,
    status: r.status,
    inviteAttempts: Number(r.invite_attempts),
    updatedAt: isoOrNull(r.updated_at),
  }));
}

export async function careTeamOf(q: Queryable, orgId: string, patientId: string): Promise<CareTeamMember[]> {
  const { rows } = await q.query<CareTeamMemberRow>(
    `select pr.id::text as id, pr.title, pr.first_name, pr.last_name, pr.suffix, r.role, pr.email, pr.username, c.is_primary
       from care_team_members c
       join professionals pr on pr.id = c.professional_id
       join professional_org_roles r on r.professional_id = pr.id and r.org_id = $2
      where c.patient_id = $1
      order by c.is_primary desc, pr.last_name, pr.first_name`,
    [patientId, orgId],
  );
  return rows.map(toCareTeamMember);
}
