/**
 * SQL of the enrollment flow. The patient's enrollment status (patients.enrollment_status) and the
 * invitation its link carries (enrollment_invitations) come from the patients migration; this
 * module keeps the flow's own columns on the invitation (004_patient_app_flow) and the phone codes.
 * An "enrollment id" is the invitation's id.
 */
import type {
  EnrollmentFlowStep,
  EnrollmentInfo,
  EnrollmentRecord,
  EnrollmentStatus,
  PendingEnrollment,
} from '@hearth/shared-kernel/domain';
import { ENROLLMENT_OPEN_STATUSES, ENROLLMENT_STATUSES } from '@hearth/shared-kernel/domain';
import type { Paged } from '@hearth/shared-kernel/domain';
import type { Language } from '@hearth/shared-kernel/i18n';
import type { Db, Queryable, SqlParam } from '../../platform/db/types';
import { pagedList } from '../../platform/db/paged-list';
import { nameSearchPredicate } from '../patients/port';

export interface EnrollmentRow {
  id: string;
  patientId: string;
  orgId: string;
  organizationName: string;
  status: EnrollmentStatus;
  step: EnrollmentFlowStep;
  preferredLanguage: Language | null;
  dobVerified: boolean;
  phoneVerified: boolean;
  /** The saved information step, or null before it. */
  draft: EnrollmentInfo | null;
  patient: {
    /** YYYY-MM-DD */
    dob: string;
    /** 10 digits, or null when none is on record. */
    phone: string | null;
    firstName: string;
    lastName: string;
    email: string | null;
    title: string | null;
    voicePhone: string | null;
    timeZone: string | null;
  };
}

type Row = {
  id: string;
  patient_id: string;
  org_id: string;
  organization_name: string;
  status: EnrollmentStatus;
  step: EnrollmentFlowStep | null;
  preferred_language: Language | null;
  dob_verified: boolean;
  phone_verified: boolean;
  info: EnrollmentInfo | string | null;
  dob: string;
  phone: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  title: string | null;
  voice_phone: string | null;
  time_zone: string | null;
};

const SELECT = `
  select e.id::text, e.patient_id::text, e.org_id::text, o.name as organization_name, p.enrollment_status as status,
         e.step, p.preferred_language, e.dob_verified_at is not null as dob_verified, e.phone_verified_at is not null as phone_verified,
         e.info, to_char(p.date_of_birth, 'YYYY-MM-DD') as dob, p.sms_phone as phone, p.first_name, p.last_name,
         p.email, p.title, p.voice_phone, p.time_zone
    from enrollment_invitations e
    join patients p on p.id = e.patient_id and p.org_id = e.org_id
    join organizations o on o.id = e.org_id`;

const json = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toRow(r: Row): EnrollmentRow {
  return {
    id: r.id,
    patientId: r.patient_id,
    orgId: r.org_id,
    organizationName: r.organization_name,
    status: r.status,
    step: r.step ?? 'features',
    preferredLanguage: r.preferred_language,
    dobVerified: r.dob_verified,
    phoneVerified: r.phone_verified,
    draft: json<EnrollmentInfo>(r.info),
    patient: {
      dob: r.dob,
      phone: r.phone,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      title: r.title,
      voicePhone: r.voice_phone,
      timeZone: r.time_zone,
    },
  };
}

/** What the patient sees for review once the phone is verified, before any draft was saved. */
export function infoFromPatient(row: EnrollmentRow): EnrollmentInfo {
  const p = row.patient;
  return {
    title: p.title ?? '',
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email ?? '',
    pin: '',
    smsPhoneNumber: p.phone ?? '',
    voicePhoneNumber: p.voicePhone ?? '',
    timeZone: p.timeZone ?? '',
  };
}

/** The enrollment of an open, unexpired link. */
export async function byTokenHash(q: Queryable, tokenHash: string): Promise<EnrollmentRow | null> {
  const { rows } = await q.query<Row>(
    `${SELECT} where e.token_hash = $1 and e.expires_at > now() and e.revoked_at is null and e.used_at is null
                and p.enrollment_status = any($2::text[])`,
    [tokenHash, [...ENROLLMENT_OPEN_STATUSES]],
  );
  return rows[0] ? toRow(rows[0]) : null;
}

/** A patient of the organisation: the enrollment status, and the latest invitation's id (null when never invited). */
export async function patientStatus(
  q: Queryable,
  patientId: string,
  orgId: string,
): Promise<{ status: EnrollmentStatus; enrollmentId: string | null } | null> {
  const { rows } = await q.query<{ status: EnrollmentStatus; enrollment_id: string | null }>(
    `select p.enrollment_status as status,
            (select e.id::text from enrollment_invitations e where e.patient_id = p.id order by e.created_at desc limit 1) as enrollment_id
       from patients p where p.id = $1 and p.org_id = $2`,
    [patientId, orgId],
  );
  return rows[0] ? { status: rows[0].status, enrollmentId: rows[0].enrollment_id } : null;
}

export async function setStep(q: Queryable, id: string, step: EnrollmentFlowStep): Promise<void> {
  await q.query('update enrollment_invitations set step = $2 where id = $1', [id, step]);
}

/** `enteredDob`: the date the patient typed (YYYY-MM-DD), shown to the approvers. */
export async function markDobVerified(q: Queryable, id: string, step: EnrollmentFlowStep, enteredDob: string): Promise<void> {
  await q.query('update enrollment_invitations set dob_verified_at = coalesce(dob_verified_at, now()), step = $2, entered_dob = $3::date where id = $1', [
    id,
    step,
    enteredDob,
  ]);
}

export async function markPhoneVerified(q: Queryable, id: string, step: EnrollmentFlowStep): Promise<void> {
  await q.query('update enrollment_invitations set phone_verified_at = coalesce(phone_verified_at, now()), step = $2 where id = $1', [
    id,
    step,
  ]);
}

/** The patient asked for help: a call, and no more codes or form for this link. */
export async function requestCall(q: Queryable, row: Pick<EnrollmentRow, 'id' | 'patientId'>, callbackPhone: string | null): Promise<void> {
  await q.query(
    `update enrollment_invitations set call_requested_at = coalesce(call_requested_at, now()),
            callback_phone = coalesce($2, callback_phone)
      where id = $1`,
    [row.id, callbackPhone],
  );
  await q.query(
    `update patients set enrollment_status = 'waiting_for_phone_call', updated_at = now()
      where id = $1 and enrollment_status = any($2::text[])`,
    [row.patientId, [...ENROLLMENT_OPEN_STATUSES]],
  );
  await burnCodes(q, row.id);
}

/** A new code replaces every earlier one of the enrollment. */
export async function replaceCode(q: Queryable, enrollmentId: string, digest: string, ttlSeconds: number): Promise<void> {
  await burnCodes(q, enrollmentId);
  await q.query(
    `insert into enrollment_codes (enrollment_id, code_digest, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
    [enrollmentId, digest, ttlSeconds],
  );
}

/** Consumes the matching code if it is unused and unexpired; true when one was. */
export async function consumeCode(q: Queryable, enrollmentId: string, digest: string): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    `update enrollment_codes set used_at = now()
      where enrollment_id = $1 and code_digest = $2 and used_at is null and expires_at > now()
      returning id::text`,
    [enrollmentId, digest],
  );
  return rows.length === 1;
}

export async function burnCodes(q: Queryable, enrollmentId: string): Promise<void> {
  await q.query('update enrollment_codes set used_at = now() where enrollment_id = $1 and used_at is null', [enrollmentId]);
}

/** The information step without the pin (kept only as a digest). */
export async function saveDraft(q: Queryable, id: string, info: EnrollmentInfo, pinDigest: string, step: EnrollmentFlowStep): Promise<void> {
  await q.query('update enrollment_invitations set info = $2::jsonb, pin_digest = $3, step = $4 where id = $1', [
    id,
    JSON.stringify({ ...info, pin: '' }),
    pinDigest,
    step,
  ]);
}

/** Stores the form and moves the patient to waiting_for_approval; false when the link was no longer open. */
export async function submit(
  q: Queryable,
  row: Pick<EnrollmentRow, 'id' | 'patientId'>,
  info: EnrollmentInfo,
  /** null keeps the digest the information step saved. */
  pinDigest: string | null,
  consent: Record<string, unknown>,
): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    `update patients set enrollment_status = 'waiting_for_approval', updated_at = now()
      where id = $1 and enrollment_status in ('initiated', 'sent')
      returning id::text`,
    [row.patientId],
  );
  if (rows.length !== 1) return false;
  await q.query(
    `update enrollment_invitations
        set info = $2::jsonb, pin_digest = coalesce($3, pin_digest), consent = $4::jsonb, submitted_at = now(), used_at = now(), step = 'finished'
      where id = $1`,
    [row.id, JSON.stringify({ ...info, pin: '' }), pinDigest, JSON.stringify(consent)],
  );
  return true;
}

/**
 * Compare-and-set of a professional's decision on the patient's status; false when it changed
 * meanwhile. A status that leaves the flow also revokes the patient's open links.
 */
export async function setStatus(
  q: Queryable,
  patientId: string,
  orgId: string,
  from: EnrollmentStatus,
  to: EnrollmentStatus,
  professionalId: string,
): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    `update patients set enrollment_status = $4, updated_at = now()
      where id = $1 and org_id = $2 and enrollment_status = $3
      returning id::text`,
    [patientId, orgId, from, to],
  );
  if (rows.length !== 1) return false;
  await q.query(
    `update enrollment_invitations set decided_by = $2, decided_at = now()
      where id = (select id from enrollment_invitations where patient_id = $1 order by created_at desc limit 1)`,
    [patientId, professionalId],
  );
  if (from === 'waiting_for_approval' && to === 'approved') {
    // The approved form becomes the patient's contact details (names stay as on record).
    await q.query(
      `update patients p
          set title = coalesce(nullif(e.info->>'title', ''), p.title),
              email = coalesce(nullif(e.info->>'email', ''), p.email),
              sms_phone = coalesce(nullif(e.info->>'smsPhoneNumber', ''), p.sms_phone),
              voice_phone = coalesce(nullif(e.info->>'voicePhoneNumber', ''), p.voice_phone),
              time_zone = coalesce(nullif(e.info->>'timeZone', ''), p.time_zone),
              updated_at = now()
         from (select info from enrollment_invitations where patient_id = $1 and submitted_at is not null
                order by submitted_at desc limit 1) e
        where p.id = $1 and e.info is not null`,
      [patientId],
    );
  }
  if (!ENROLLMENT_OPEN_STATUSES.includes(to)) {
    await q.query('update enrollment_invitations set revoked_at = now() where patient_id = $1 and revoked_at is null', [patientId]);
  }
  return true;
}


/** Patients of the organisation waiting for approval, newest submission first, searched as the roster searches. */
export async function pending(q: Db, orgId: string, query: { search?: string; skip: number; take: number }): Promise<Paged<PendingEnrollment>> {
  const params: SqlParam[] = [orgId];
  const add = (v: SqlParam) => {
    params.push(v);
    return `$${params.length}`;
  };
  const search = query.search?.trim();
  const where = `p.org_id = $1 and p.enrollment_status = 'waiting_for_approval'${search ? ` and ${nameSearchPredicate(search, add, 'p.org_id = $1')}` : ''}`;
  return pagedList(
    q,
    {
      columns: `e.id::text, p.id::text as patient_id, p.first_name, p.last_name, p.enrollment_status as status, e.info,
                to_char(e.submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as submitted_at,
                to_char(e.entered_dob, 'YYYY-MM-DD') as entered_dob, to_char(p.date_of_birth, 'YYYY-MM-DD') as dob_on_file`,
      fromWhere: `from patients p
       left join lateral (select * from enrollment_invitations i where i.patient_id = p.id order by i.created_at desc limit 1) e on true
      where ${where}`,
      countFromWhere: `from patients p where ${where}`,
      orderBy: 'e.submitted_at desc nulls last, p.search_last, p.search_first, p.id',
      params,
      skip: query.skip,
      take: query.take,
    },
    (r: {
      id: string | null;
      patient_id: string;
      first_name: string;
      last_name: string;
      status: EnrollmentStatus;
      submitted_at: string | null;
      info: EnrollmentInfo | string | null;
      entered_dob: string | null;
      dob_on_file: string | null;
    }): PendingEnrollment => ({
      enrollmentId: r.id,
      patientId: r.patient_id,
      patientName: `${r.first_name} ${r.last_name}`,
      status: r.status,
      statusLabel: ENROLLMENT_STATUSES[r.status],
      submittedAt: r.submitted_at,
      info: json<EnrollmentInfo>(r.info),
      enteredDob: r.entered_dob,
      dobOnFile: r.dob_on_file,
    }),
  );
}

/** Who a decision's text goes to: the organization's name and the practice's support number ('' when none). */
export async function decisionTextFacts(q: Queryable, orgId: string, patientId: string): Promise<{ orgName: string; supportPhone: string; language: Language | null }> {
  const { rows } = await q.query<{ name: string; support_phone: string | null; language: Language | null }>(
    `select o.name, s.support_phone, (select p.preferred_language from patients p where p.id = $2 and p.org_id = o.id) as language
       from organizations o left join practice_settings s on s.org_id = o.id where o.id = $1`,
    [orgId, patientId],
  );
  return { orgName: rows[0]?.name ?? '', supportPhone: rows[0]?.support_phone ?? '', language: rows[0]?.language ?? null };
}

/** The patient's latest enrollment in the organisation, as the care team sees it (no pin, no secrets). */
export async function recordForPatient(q: Queryable, patientId: string, orgId: string): Promise<EnrollmentRecord | null> {
  const ts = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  const { rows } = await q.query<{
    id: string | null;
    patient_id: string;
    status: EnrollmentStatus;
    step: EnrollmentFlowStep | null;
    dob_verified: boolean;
    phone_verified: boolean;
    link_expires_at: string | null;
    call_requested_at: string | null;
    callback_phone: string | null;
    submitted_at: string | null;
    decided_at: string | null;
    decided_by: string | null;
    info: EnrollmentInfo | string | null;
    consent: Record<string, unknown> | string | null;
  }>(
    `select e.id::text, p.id::text as patient_id, p.enrollment_status as status, e.step,
            coalesce(e.dob_verified_at is not null, false) as dob_verified,
            coalesce(e.phone_verified_at is not null, false) as phone_verified,
            case when e.revoked_at is null and e.used_at is null then ${ts('e.expires_at')} end as link_expires_at,
            ${ts('e.call_requested_at')} as call_requested_at,
            e.callback_phone, ${ts('e.submitted_at')} as submitted_at, ${ts('e.decided_at')} as decided_at,
            case when d.id is null then null else concat_ws(' ', d.title, d.first_name, d.last_name) end as decided_by,
            e.info, e.consent
       from patients p
       left join lateral (select * from enrollment_invitations i where i.patient_id = p.id order by i.created_at desc limit 1) e on true
       left join professionals d on d.id = e.decided_by
      where p.id = $1 and p.org_id = $2`,
    [patientId, orgId],
  );
  const r = rows[0];
  if (!r) return null;
  const consent = json<Record<string, unknown>>(r.consent);
  if (consent) delete consent.ip;
  return {
    enrollmentId: r.id,
    patientId: r.patient_id,
    status: r.status,
    statusLabel: ENROLLMENT_STATUSES[r.status],
    step: r.step ?? 'features',
    dobVerified: r.dob_verified,
    phoneVerified: r.phone_verified,
    linkExpiresAt: r.link_expires_at,
    callRequestedAt: r.call_requested_at,
    callbackPhone: r.callback_phone,
    submittedAt: r.submitted_at,
    decidedAt: r.decided_at,
    decidedBy: r.decided_by,
    info: json<EnrollmentInfo>(r.info),
    consent: consent as EnrollmentRecord['consent'],
  };
}
