/**
 * The append-only audit log (a trigger refuses UPDATE, DELETE and TRUNCATE). Records who did
 * what, where and when; never passwords, tokens or raw usernames of failed sign-ins.
 */
import type { AuditRow } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../db/types';
import { isUuid } from '@hearth/shared-kernel/rules';
import { storableText } from '../db/text';

export type AuditEvent =
  | 'login_success'
  | 'login_failure'
  | 'login_rate_limited'
  | 'login_refused'
  | 'sso_refused'
  | 'sso_settings_changed'
  | 'refresh_token_reuse'
  | 'access_denied'
  | 'logout'
  | 'password_reset_requested'
  | 'password_reset'
  | 'professional_deactivated'
  | 'membership_changed'
  // Care records (PHI): who read or changed which patient, never the values.
  | 'patient_viewed'
  | 'patient_updated'
  | 'patient_created'
  | 'patients_imported'
  | 'medical_history_viewed'
  // PHI shown by a read route: one row per request listing the patients the answer shows.
  | 'phi_read'
  // An authenticated request for a record that is not in the caller's organisation (or nowhere).
  | 'not_found'
  | 'enrollment_invited'
  | 'message_sent'
  | 'conversation_ended'
  | 'conversation_closed'
  | 'task_created'
  | 'task_updated'
  | 'call_started'
  | 'sms_opt_out'
  | 'sms_opt_in'
  | 'program_added'
  | 'program_enrollment_changed'
  | 'broadcast_sent'
  // Hospital events: handled by a professional, or matched to a patient by one.
  | 'adt_event_acknowledged'
  | 'adt_event_matched'
  // Clinical data entry: every request transition (who, reason, before and after), files, attestations.
  | 'cde_transition'
  | 'cde_attachment_uploaded'
  | 'cde_attachment_deleted'
  | 'diagnosis_attested'
  // Practice administration and user settings: before/after values for settings, never passwords.
  | 'practice_settings_changed'
  | 'practice_logo_changed'
  | 'practice_logo_removed'
  | 'assignments_changed'
  | 'professional_invited'
  | 'professional_reactivated'
  | 'profile_changed'
  | 'password_changed'
  | 'notification_settings_changed'
  // The access report was run (which filters, by ids; how many rows), on screen or as CSV.
  | 'access_report_viewed';

export interface AuditEntry {
  event: AuditEvent;
  professionalId?: string | null;
  orgId?: string | null;
  route?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
  /** A set of patients the detail names by digest (`patientSet`), written with the row unless already kept. */
  patientSet?: PatientSet;
}

/** Patients kept once in audit_patient_sets (migration 067), named by the digest of their ids. */
interface PatientSet {
  digest: string;
  ids: readonly string[];
}


export async function audit(q: Queryable, entry: AuditEntry): Promise<void> {
  await auditAll(q, [entry]);
}

/** Several rows in one statement (the PHI reads of concurrent requests, written together). */
export async function auditAll(q: Queryable, entries: readonly AuditEntry[]): Promise<void> {
  const columns: (string | null)[][] = [[], [], [], [], [], []];
  for (const entry of entries) {
    const detail = { ...(entry.detail ?? {}) };
    // A malformed organisation id cannot go in the uuid column; keep a bounded copy in the detail.
    let orgId = entry.orgId ?? null;
    if (orgId !== null && !isUuid(orgId)) {
      detail.requestedOrgId = String(orgId).slice(0, 64);
      orgId = null;
    }
    // The detail may quote what a caller sent (a requested organisation, a subscription): jsonb
    // refuses a NUL or half a surrogate pair, and a refusal must still be recorded.
    const json = JSON.stringify(detail, (_key, value) => (typeof value === 'string' ? storableText(value) : value));
    [entry.event, entry.professionalId ?? null, orgId, entry.route ?? null, entry.ip ?? null, json].forEach((v, i) => columns[i].push(v));
  }
  const sets = new Map(entries.flatMap((e) => (e.patientSet ? [[e.patientSet.digest, e.patientSet.ids.join(',')] as const] : [])));
  // A set goes in with the rows naming it, in the same statement: no row names a set not written.
  const writeSets = sets.size
    ? `with sets as (insert into audit_patient_sets (digest, patient_ids)
                     select d, string_to_array(i, ',')::uuid[] from unnest($7::text[], $8::text[]) s(d, i)
                     on conflict (digest) do nothing) `
    : '';
  await q.query(
    `${writeSets}insert into audit_log (event, professional_id, org_id, route, ip, detail)
     select * from unnest($1::text[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::jsonb[])`,
    sets.size ? [...columns, [...sets.keys()], [...sets.values()]] : columns,
    // Every PHI read writes one: planning it cost more than running it.
    { prepare: sets.size ? 'audit-rows-and-sets' : 'audit-rows' },
  );
}

export type { AuditRow };

/**
 * Rows concerning one organisation: events inside it, and sign-in events of its members.
 * Newest first, paged by id.
 */
export async function auditRowsForOrg(q: Queryable, orgId: string, limit: number, beforeId?: string): Promise<AuditRow[]> {
  const { rows } = await q.query<{
    id: string;
    occurred_at: string;
    event: string;
    professional_id: string | null;
    org_id: string | null;
    route: string | null;
    ip: string | null;
    detail: Record<string, unknown> | string;
  }>(
    `select a.id::text as id, to_char(a.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as occurred_at,
            a.event, a.professional_id::text as professional_id, a.org_id::text as org_id, a.route, a.ip, a.detail
       from audit_entries a
      where (a.org_id = $1
             or (a.org_id is null and a.professional_id in
                   (select professional_id from professional_org_roles where org_id = $1)))
        and ($3::bigint is null or a.id < $3::bigint)
      order by a.id desc
      limit $2`,
    [orgId, limit, beforeId ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    occurredAt: r.occurred_at,
    event: r.event,
    professionalId: r.professional_id,
    orgId: r.org_id,
    route: r.route,
    ip: r.ip,
    detail: typeof r.detail === 'string' ? (JSON.parse(r.detail) as Record<string, unknown>) : r.detail,
  }));
}
