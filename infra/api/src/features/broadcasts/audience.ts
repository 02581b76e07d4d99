/**
 * A broadcast's audience as SQL over the organisation's patients: optional program (and statuses
 * in it) and care-team member. Who of them is texted is the kernel's consent rule
 * (broadcastSkipReason); the others match but are skipped, and counted by reason.
 */
import {
  BROADCAST_CONSENT_PROGRAM_STATUSES,
  broadcastSkipReason,
  ENROLLMENT_STATUSES,
  type AudienceCount,
  type BroadcastAudience,
  type BroadcastSkipReason,
  type EnrollmentStatus,
} from '@hearth/shared-kernel/domain';
import type { Queryable, SqlParam } from '../../platform/db/types';

export interface AudienceSql {
  where: string;
  params: SqlParam[];
}

/**
 * The rule as a table: every combination of what it reads, with its answer. Joined to the
 * patients, it lets the database apply the kernel's rule itself rather than a copy of it in SQL.
 */
const RULE_TABLE = (() => {
  const cols = { status: [] as string[], agreed: [] as boolean[], dnd: [] as boolean[], phone: [] as boolean[], reason: [] as (string | null)[] };
  for (const status of Object.keys(ENROLLMENT_STATUSES) as EnrollmentStatus[]) {
    for (const agreedToProgram of [false, true]) {
      for (const doNotDisturb of [false, true]) {
        for (const hasTextNumber of [false, true]) {
          cols.status.push(status);
          cols.agreed.push(agreedToProgram);
          cols.dnd.push(doNotDisturb);
          cols.phone.push(hasTextNumber);
          cols.reason.push(broadcastSkipReason({ enrollmentStatus: status, agreedToProgram, doNotDisturb, hasTextNumber }));
        }
      }
    }
  }
  return cols;
})();

/** Joins `rule` (rule.reason: why the patient p is skipped, null when texted), its parameters added to params. */
export function skipRuleJoin(params: SqlParam[]): string {
  const add = (v: SqlParam) => (params.push(v), `$${params.length}`);
  const { status, agreed, dnd, phone, reason } = RULE_TABLE;
  const agreedSql = `exists (select 1 from patient_programs pp where pp.patient_id = p.id and pp.status = any(${add([...BROADCAST_CONSENT_PROGRAM_STATUSES])}::text[]))`;
  return `join unnest(${add(status)}::text[], ${add(agreed)}::bool[], ${add(dnd)}::bool[], ${add(phone)}::bool[], ${add(reason)}::text[])
            as rule(status, agreed, dnd, phone, reason)
            on rule.status = p.enrollment_status and rule.agreed = ${agreedSql} and rule.dnd = p.do_not_disturb and rule.phone = (p.sms_phone is not null)`;
}

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
  const join = skipRuleJoin(params);
  const { rows } = await q.query<{ reason: BroadcastSkipReason | null; n: number; es: number }>(
    `select rule.reason, count(*)::int as n, count(*) filter (where p.preferred_language = 'es')::int as es
       from patients p ${join} where ${where} group by rule.reason`,
    params,
  );
  const count: AudienceCount = { total: 0, willSend: 0, willSendSpanish: 0, skipped: 0, skippedBy: {} };
  for (const { reason, n, es } of rows) {
    count.total += Number(n);
    if (reason === null) {
      count.willSend += Number(n);
      count.willSendSpanish += Number(es);
    } else {
      count.skipped += Number(n);
      count.skippedBy[reason] = Number(n);
    }
  }
  return count;
}
