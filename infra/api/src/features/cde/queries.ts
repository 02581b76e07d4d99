/** SQL of quality considerations and CDE requests, always inside one organisation. */
import { CDE_CLAIM_LEASE_MS } from '@hearth/shared-kernel/rules';
import type {
  CdeHistoryAction,
  CdeRequestEvent,
  CdeRequestRecord,
  CdeStatus,
  CdeSubmission,
  CdeWorklistAnswer,
  CdeWorklistItem,
  ClinicalForm,
  DiagnosisConsideration,
  DiagnosisStatus,
  GapInCareGroup,
} from '@hearth/shared-kernel/domain';
import { pagedList } from '../../platform/db/paged-list';
import type { Db, Queryable } from '../../platform/db/types';
import { bind } from '../../platform/db/bind';

const NAME = (alias: string) => `nullif(concat_ws(' ', ${alias}.title, ${alias}.first_name, ${alias}.last_name), '')`;
const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

export async function formById(q: Queryable, formId: string): Promise<{ measId: string; form: ClinicalForm } | null> {
  const { rows } = await q.query<{ meas_id: string; form: ClinicalForm }>('select meas_id, form from cde_forms where id = $1', [formId]);
  return rows[0] ? { measId: rows[0].meas_id, form: rows[0].form } : null;
}

export async function gapsOf(q: Queryable, orgId: string, patientId: string): Promise<GapInCareGroup[]> {
  const { rows } = await q.query<{
    id: string; group_name: string; measure_name: string; meas_id: string; rec_id: string; cds_id: string; form_id: string;
    request_id: string | null; status: CdeStatus | null; created_at: unknown; created_by: string | null; claimed_by: string | null;
    last_action: CdeHistoryAction | null; last_reason: string | null; last_by: string | null; last_at: unknown;
  }>(
    `select g.id, g.group_name, g.measure_name, g.meas_id, g.rec_id, g.cds_id, g.form_id,
            r.id as request_id, r.status, r.created_at, ${NAME('c')} as created_by, ${NAME('k')} as claimed_by,
            last.action as last_action, last.reason as last_reason, last.name as last_by, last.created_at as last_at
       from care_gaps g
       left join cde_requests r on r.gap_id = g.id
       left join professionals c on c.id = r.created_by
       left join professionals k on k.id = r.claimed_by
       left join lateral (
         select e.action, e.reason, e.created_at, ${NAME('n')} as name
           from cde_request_events e join professionals n on n.id = e.professional_id
          where e.request_id = r.id order by e.id desc limit 1
       ) last on true
      where g.org_id = $1 and g.patient_id = $2
      order by g.group_name, g.measure_name, g.rec_id, g.id`,
    [orgId, patientId],
  );
  const groups = new Map<string, GapInCareGroup>();
  for (const r of rows) {
    const group = groups.get(r.group_name) ?? { name: r.group_name, items: [] };
    groups.set(r.group_name, group);
    group.items.push({
      gapId: r.id,
      cdsId: r.cds_id,
      cdeFormId: r.form_id,
      cdeStatus: r.status ?? 'ready_for_entry',
      cdeRequestId: r.request_id,
      meas_id: r.meas_id,
      rec_id: r.rec_id,
      measureName: r.measure_name,
      createdByProfessionalName: r.request_id ? r.created_by : null,
      createdAt: r.request_id ? iso(r.created_at) : null,
      claimedByProfessionalName: r.claimed_by,
      reviewNote:
        (r.last_action === 'reject' || r.last_action === 'update') && r.last_reason
          ? { action: r.last_action, reason: r.last_reason, byProfessionalName: r.last_by ?? '', at: iso(r.last_at) }
          : null,
    });
  }
  return [...groups.values()];
}

export interface GapRow {
  id: string;
  patientId: string;
  formId: string;
  measId: string;
  recId: string;
  requestId: string | null;
  status: CdeStatus | null;
}

export async function gapInOrg(q: Queryable, orgId: string, gapId: string): Promise<GapRow | null> {
  const { rows } = await q.query<{ id: string; patient_id: string; form_id: string; meas_id: string; rec_id: string; request_id: string | null; status: CdeStatus | null }>(
    `select g.id, g.patient_id, g.form_id, g.meas_id, g.rec_id, r.id as request_id, r.status
       from care_gaps g left join cde_requests r on r.gap_id = g.id
      where g.org_id = $1 and g.id = $2`,
    [orgId, gapId],
  );
  const r = rows[0];
  return r ? { id: r.id, patientId: r.patient_id, formId: r.form_id, measId: r.meas_id, recId: r.rec_id, requestId: r.request_id, status: r.status } : null;
}

/** The request's state as the workflow rules need it. */
export interface RequestState {
  id: string;
  patientId: string;
  gapId: string;
  formId: string;
  measId: string;
  recId: string;
  status: CdeStatus;
  claimedBy: string | null;
}

export async function requestState(q: Queryable, orgId: string, id: string): Promise<RequestState | null> {
  const { rows } = await q.query<{ id: string; patient_id: string; gap_id: string; form_id: string; meas_id: string; rec_id: string; status: CdeStatus; claimed_by: string | null }>(
    `select r.id, r.patient_id, r.gap_id, r.form_id, g.meas_id, g.rec_id, r.status, r.claimed_by
       from cde_requests r join care_gaps g on g.id = r.gap_id
      where r.org_id = $1 and r.id = $2`,
    [orgId, id],
  );
  const r = rows[0];
  return r
    ? { id: r.id, patientId: r.patient_id, gapId: r.gap_id, formId: r.form_id, measId: r.meas_id, recId: r.rec_id, status: r.status, claimedBy: r.claimed_by }
    : null;
}

export async function requestRecord(q: Queryable, orgId: string, id: string): Promise<CdeRequestRecord | null> {
  const { rows } = await q.query<{
    id: string; patient_id: string; gap_id: string; form_id: string; meas_id: string; rec_id: string; status: CdeStatus;
    claimed_by: string | null; claimed_name: string | null; created_name: string; created_at: unknown; data: CdeRequestRecord['data'];
  }>(
    `select r.id, r.patient_id, r.gap_id, r.form_id, g.meas_id, g.rec_id, r.status, r.claimed_by,
            ${NAME('k')} as claimed_name, ${NAME('c')} as created_name, r.created_at, r.data
       from cde_requests r
       join care_gaps g on g.id = r.gap_id
       join professionals c on c.id = r.created_by
       left join professionals k on k.id = r.claimed_by
      where r.org_id = $1 and r.id = $2`,
    [orgId, id],
  );
  const r = rows[0];
  if (!r) return null;
  const events = await q.query<{ action: CdeHistoryAction; from_status: CdeStatus | null; to_status: CdeStatus; reason: string | null; name: string; created_at: unknown }>(
    `select e.action, e.from_status, e.to_status, e.reason, ${NAME('p')} as name, e.created_at
       from cde_request_events e join professionals p on p.id = e.professional_id
      where e.request_id = $1 order by e.id`,
    [id],
  );
  const history: CdeRequestEvent[] = events.rows.map((e) => ({
    action: e.action,
    fromStatus: e.from_status,
    toStatus: e.to_status,
    reason: e.reason,
    byProfessionalName: e.name,
    at: iso(e.created_at),
  }));
  return {
    id: r.id,
    beneficiaryId: r.patient_id,
    gapId: r.gap_id,
    formId: r.form_id,
    meas_id: r.meas_id,
    rec_id: r.rec_id,
    status: r.status,
    claimedByProfessionalId: r.claimed_by,
    claimedByProfessionalName: r.claimed_name,
    createdByProfessionalName: r.created_name,
    createdAt: iso(r.created_at),
    data: r.data,
    history,
  };
}

/** A new request for a gap; null when the gap already has one (the unique key decides). */
export async function insertRequest(q: Queryable, orgId: string, id: string, payload: CdeSubmission, professionalId: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `insert into cde_requests (id, org_id, patient_id, gap_id, form_id, status, data, created_by)
     values ($1, $2, $3, $4, $5, 'first_review_needed', $6::jsonb, $7)
     on conflict (gap_id) do nothing`,
    [id, orgId, payload.beneficiaryId, payload.gapId, payload.formId, JSON.stringify(payload.data), professionalId],
  );
  return rowCount === 1;
}

/**
 * Moves a request from the status (and claim) the caller's decision was made on to `to`, in one
 * conditional update: when two requests race, the database lets exactly one match. A claim taken
 * or renewed is stamped `now`; a claim that ran out before `now` (the lease) no longer matches.
 */
export async function moveRequest(
  q: Queryable,
  o: { orgId: string; id: string; from: CdeStatus; fromClaimedBy: string | null; to: CdeStatus; claimedBy: string | null; data?: CdeSubmission['data']; now: Date },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `update cde_requests
        set status = $4, claimed_by = $5::uuid, claimed_at = case when $5::uuid is null then null else $8::timestamptz end,
            data = coalesce($6::jsonb, data), updated_at = $8::timestamptz
      where org_id = $1 and id = $2 and status = $3 and claimed_by is not distinct from $7::uuid
        and (claimed_at is null or claimed_at > $8::timestamptz - make_interval(secs => $9::int / 1000.0))`,
    [o.orgId, o.id, o.from, o.to, o.claimedBy, o.data ? JSON.stringify(o.data) : null, o.fromClaimedBy, o.now.toISOString(), CDE_CLAIM_LEASE_MS],
  );
  return rowCount === 1;
}

/** A review claim that ran out, as `expireClaims` released it. */
export interface ExpiredClaim {
  requestId: string;
  patientId: string;
  holderId: string;
  from: CdeStatus;
  to: CdeStatus;
}

/**
 * Releases the organisation's review claims (or one request's) not renewed within the lease before
 * `now`: back to review-needed, in one conditional update, so a claim renewed or released meanwhile
 * is left alone and two callers never both release one.
 */
export async function expireClaims(q: Queryable, o: { orgId: string; now: Date; requestId?: string }): Promise<ExpiredClaim[]> {
  const { rows } = await q.query<{ id: string; patient_id: string; holder: string; from_status: CdeStatus; to_status: CdeStatus }>(
    `update cde_requests r
        set status = case r.status when 'in_first_review' then 'first_review_needed' else 'second_review_needed' end,
            claimed_by = null, claimed_at = null, updated_at = $2::timestamptz
       from cde_requests o
      where o.id = r.id and r.org_id = $1 and r.status in ('in_first_review', 'in_second_review')
        and r.claimed_at <= $2::timestamptz - make_interval(secs => $3::int / 1000.0)
        and ($4::uuid is null or r.id = $4::uuid)
      returning r.id, r.patient_id, o.claimed_by as holder, o.status as from_status, r.status as to_status`,
    [o.orgId, o.now.toISOString(), CDE_CLAIM_LEASE_MS, o.requestId ?? null],
  );
  return rows.map((r) => ({ requestId: r.id, patientId: r.patient_id, holderId: r.holder, from: r.from_status, to: r.to_status }));
}

export async function recordEvent(
  q: Queryable,
  e: { requestId: string; professionalId: string; action: CdeHistoryAction; from: CdeStatus | null; to: CdeStatus; reason: string | null },
): Promise<void> {
  await q.query(
    `insert into cde_request_events (request_id, professional_id, action, from_status, to_status, reason) values ($1, $2, $3, $4, $5, $6)`,
    [e.requestId, e.professionalId, e.action, e.from, e.to, e.reason],
  );
}

export async function rejectionReasons(q: Queryable): Promise<{ id: string; reason: string }[]> {
  const { rows } = await q.query<{ id: string; reason: string }>('select id, reason from cde_rejection_reasons order by sort, id');
  return rows;
}

export interface WorklistFilter {
  orgId: string;
  professionalId: string;
  statuses: CdeStatus[];
  mine: boolean;
  measure?: string;
  skip: number;
  take: number;
}

export async function worklistPage(q: Db, f: WorklistFilter): Promise<CdeWorklistAnswer> {
  const where = ['r.org_id = $1', 'r.status = any($2::text[])'];
  const params: (string | number | readonly string[])[] = [f.orgId, f.statuses];
  if (f.mine) {
    where.push(`r.claimed_by = ${bind(params, f.professionalId)}`);
  }
  if (f.measure) {
    where.push(`g.meas_id = ${bind(params, f.measure)}`);
  }
  const page = await pagedList(
    q,
    {
      columns: `r.id, r.gap_id, r.form_id, g.rec_id, r.patient_id, p.first_name, p.last_name, g.measure_name, g.meas_id, r.status,
                ${NAME('k')} as claimed_name, ${NAME('c')} as created_name, r.created_at`,
      fromWhere: `from cde_requests r join care_gaps g on g.id = r.gap_id join patients p on p.id = r.patient_id
                    join professionals c on c.id = r.created_by left join professionals k on k.id = r.claimed_by
                   where ${where.join(' and ')}`,
      countFromWhere: `from cde_requests r join care_gaps g on g.id = r.gap_id where ${where.join(' and ')}`,
      orderBy: 'r.created_at, r.id',
      params,
      skip: f.skip,
      take: f.take,
    },
    (r: {
      id: string; gap_id: string; form_id: string; rec_id: string; patient_id: string; first_name: string; last_name: string;
      measure_name: string; meas_id: string; status: CdeStatus; claimed_name: string | null; created_name: string; created_at: unknown;
    }): CdeWorklistItem => ({
      requestId: r.id,
      gapId: r.gap_id,
      formId: r.form_id,
      rec_id: r.rec_id,
      patientId: r.patient_id,
      patientName: `${r.first_name} ${r.last_name}`,
      measureName: r.measure_name,
      meas_id: r.meas_id,
      status: r.status,
      claimedByProfessionalName: r.claimed_name,
      createdByProfessionalName: r.created_name,
      createdAt: iso(r.created_at),
    }),
  );
  const measures = await q.query<{ meas_id: string; name: string }>(
    'select distinct meas_id, measure_name as name from care_gaps where org_id = $1 order by meas_id',
    [f.orgId],
  );
  return { ...page, measures: measures.rows };
}

/** Whether the patient is one of the organisation's (a gap or a diagnosis of another's is not found). */
export async function patientIsInOrg(q: Queryable, orgId: string, id: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from patients where org_id = $1 and id = $2', [orgId, id]);
  return rows.length > 0;
}

/** How many of these attachment ids (each counted once) were uploaded in this organisation. */
export async function attachmentsInOrg(q: Queryable, orgId: string, ids: string[]): Promise<number> {
  const { rows } = await q.query<{ n: number }>('select count(distinct id)::int as n from cde_attachments where org_id = $1 and id = any($2::uuid[])', [orgId, ids]);
  return Number(rows[0].n);
}

type DiagnosisRow = {
  id: string; patient_id: string; diagnosis: string; icd_code: string; evidence: string; status: DiagnosisStatus;
  attestation: string | null; attested_name: string | null; attested_at: unknown;
};

const DIAGNOSIS_SELECT = `select d.id, d.patient_id, d.diagnosis, d.icd_code, d.evidence, d.status, d.attestation, d.attested_at,
       nullif(concat_ws(' ', p.title, p.first_name, p.last_name), '') as attested_name
  from diagnosis_considerations d left join professionals p on p.id = d.attested_by`;

export const toConsideration = (r: DiagnosisRow): DiagnosisConsideration => ({
  id: r.id,
  diagnosis: r.diagnosis,
  icdCode: r.icd_code,
  evidence: r.evidence,
  status: r.status,
  attestation: r.attestation,
  attestedByProfessionalName: r.attested_name,
  attestedAt: r.attested_at ? new Date(String(r.attested_at instanceof Date ? r.attested_at.toISOString() : r.attested_at)).toISOString() : null,
});

/** One diagnosis consideration of the organisation, as stored (its patient included, for the audit). */
export async function diagnosisRow(q: Queryable, orgId: string, id: string): Promise<DiagnosisRow | null> {
  const { rows } = await q.query<DiagnosisRow>(`${DIAGNOSIS_SELECT} where d.org_id = $1 and d.id = $2`, [orgId, id]);
  return rows[0] ?? null;
}

/** A patient's diagnosis considerations, by diagnosis. */
export async function diagnosisConsiderationsOf(q: Queryable, orgId: string, patientId: string): Promise<DiagnosisConsideration[]> {
  const { rows } = await q.query<DiagnosisRow>(`${DIAGNOSIS_SELECT} where d.org_id = $1 and d.patient_id = $2 order by d.diagnosis, d.id`, [orgId, patientId]);
  return rows.map(toConsideration);
}

/** Sets a consideration's status and attestation, signed by the professional now. */
export async function attestDiagnosis(
  q: Queryable,
  a: { orgId: string; id: string; status: DiagnosisStatus; attestation: string | null; professionalId: string },
): Promise<void> {
  await q.query(
    `update diagnosis_considerations set status = $3, attestation = $4, attested_by = $5, attested_at = now() where org_id = $1 and id = $2`,
    [a.orgId, a.id, a.status, a.attestation, a.professionalId],
  );
}
