/**
 * A broadcast's audience as SQL over the organisation's patients: optional program (and statuses
 * in it) and care-team member. Patients who opted out, are in Do Not Disturb or have no text
 * number match but are skipped, and counted as such.
 */
import type { AudienceCount, BroadcastAudience } from '@hearth/shared-kernel/domain';
import type { Queryable, SqlParam } from '../db/types';

export interface AudienceSql {
  where: string;
  params: SqlParam[];
}

/** Why a matching patient is not texted (null: texted). */
export const SKIP_REASON_SQL = `case when p.enrollment_status = 'opted_out' then 'Opted out'
  when p.do_not_disturb then 'Do Not Disturb' when p.sms_phone is null then 'No text number' end`;

export function audienceSql(orgId: string, audience: BroadcastAudience, params: SqlParam[] = []): AudienceSql {
  params.push(orgId);
  const org = `$${params.length}`;
  const add = (v: SqlParam) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = [`p.org_id = ${org}`];
  if (audience.programId || audience.programStatuses?.length) {
    const parts = [`pp.patient_id = p.id`, `pr.org_id = ${org}`];
    if (audience.programId) parts.push(`pr.key = ${add(audience.programId)}`);
    if (audience.programStatuses?.length) parts.push(`pp.status = any(${add(audience.programStatuses)}::text[])`);
    where.push(`exists (select 1 from patient_programs pp join programs pr on pr.id = pp.program_id where ${parts.join(' and ')})`);
  }
  if (audience.careTeamMemberId) {
    where.push(`exists (select 1 from care_team_members c where c.patient_id = p.id and c.professional_id = ${add(audience.careTeamMemberId)})`);
  }
  return { where: where.join(' and '), params };
}

export async function countAudience(q: Queryable, orgId: string, audience: BroadcastAudience): Promise<AudienceCount> {
  const { where, params } = audienceSql(orgId, audience);
  const { rows } = await q.query<{ total: number; skipped: number }>(
    `select count(*)::int as total, count(*) filter (where (${SKIP_REASON_SQL}) is not null)::int as skipped from patients p where ${where}`,
    params,
  );
  const total = Number(rows[0].total);
  const skipped = Number(rows[0].skipped);
  return { total, skipped, willSend: total - skipped };
}
