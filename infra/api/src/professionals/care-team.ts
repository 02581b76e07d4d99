/**
 * An organisation's care team: its members with a SPEC role label (system roles such as Client
 * Partner and Hearth Administrator are staff of the platform, not of the practice), never disabled.
 */
import type { CareTeamMember, Paged, TaskProfessional } from '@hearth/shared-kernel/domain';
import type { Db, Queryable } from '../db/types';
import { likePrefix } from '../db/values';
import { toCareTeamMember } from '../patients/queries';
import { isUuid } from '@hearth/shared-kernel/rules';
import { pagedList } from '../db/paged-list';

const MEMBERS = `from professionals pr join professional_org_roles r on r.professional_id = pr.id
  where r.org_id = $1 and not pr.disabled and pr.system_role is null`;

export async function orgCareTeam(q: Db, orgId: string, opts: { search?: string; skip: number; take: number }): Promise<Paged<CareTeamMember>> {
  const params: (string | number)[] = [orgId];
  let filter = '';
  if (opts.search?.trim()) {
    params.push(likePrefix(opts.search.trim().toLowerCase()));
    filter = ` and (lower(pr.last_name) like $2 or lower(pr.first_name) like $2 or lower(r.role) like $2)`;
  }
  return pagedList(
    q,
    {
      columns: 'pr.id::text as id, pr.title, pr.first_name, pr.last_name, pr.suffix, r.role, pr.email, pr.username',
      fromWhere: `${MEMBERS}${filter}`,
      orderBy: 'lower(pr.last_name), lower(pr.first_name), pr.id',
      params,
      skip: opts.skip,
      take: opts.take,
    },
    toCareTeamMember,
  );
}

/** Who a task of the organisation may be assigned to (SPEC §3: prefix, first, last name, suffix). */
export async function taskProfessionals(q: Queryable, orgId: string): Promise<TaskProfessional[]> {
  const { rows } = await q.query<{ id: string; title: string | null; first_name: string; last_name: string; suffix: string | null }>(
    `select pr.id::text as id, pr.title, pr.first_name, pr.last_name, pr.suffix ${MEMBERS}
      order by lower(pr.last_name), lower(pr.first_name), pr.id`,
    [orgId],
  );
  return rows.map((r) => ({ id: r.id, prefix: r.title, firstName: r.first_name, lastName: r.last_name, suffix: r.suffix }));
}

export async function isOrgCareTeamMember(q: Queryable, orgId: string, professionalId: string): Promise<boolean> {
  if (!isUuid(professionalId)) return false;
  const { rows } = await q.query(`select 1 ${MEMBERS} and pr.id = $2`, [orgId, professionalId]);
  return rows.length > 0;
}
