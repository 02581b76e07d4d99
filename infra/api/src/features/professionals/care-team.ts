/**
 * An organisation's care team: its members with a SPEC role label (system roles such as Client
 * Partner and Hearth Administrator are staff of the platform, not of the practice), never disabled.
 */
import type { CareTeamMember, Paged, TaskProfessional } from '@hearth/shared-kernel/domain';
import type { Db, Queryable } from '../../platform/db/types';
import { likePrefix } from '../../platform/db/values';
import { isUuid } from '@hearth/shared-kernel/rules';
import { pagedList } from '../../platform/db/paged-list';

/** A care-team member as the queries select it (is_primary only for a patient's own team). */
export interface CareTeamMemberRow {
  id: string;
  title: string | null;
  first_name: string;
  last_name: string;
  suffix: string | null;
  role: string;
  email: string;
  username: string;
  is_primary?: boolean;
}

export function toCareTeamMember(r: CareTeamMemberRow): CareTeamMember {
  return {
    id: r.id,
    title: r.title,
    prefix: r.title,
    firstName: r.first_name,
    lastName: r.last_name,
    suffix: r.suffix,
    role: r.role,
    email: r.email,
    userName: r.username,
    ...(r.is_primary !== undefined ? { primary: r.is_primary } : {}),
  };
}

/** The members of the organisation in the parameter `org`. */
const members = (org = '$1') => `from professionals pr join professional_org_roles r on r.professional_id = pr.id
  where r.org_id = ${org} and not pr.disabled and pr.system_role is null`;

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
      fromWhere: `${members()}${filter}`,
      orderBy: 'lower(pr.last_name), lower(pr.first_name), pr.id',
      params,
      skip: opts.skip,
      take: opts.take,
    },
    toCareTeamMember,
  );
}

/**
 * Who a task of the organisation may be assigned to (SPEC §3: prefix, first, last name, suffix),
 * as one JSON array: a scalar expression for the organisation in `orgParam`.
 */
export const taskProfessionalsSql = (orgParam: string) =>
  `coalesce((select json_agg(json_build_object('id', pr.id::text, 'prefix', pr.title, 'firstName', pr.first_name,
                                               'lastName', pr.last_name, 'suffix', pr.suffix)
                             order by lower(pr.last_name), lower(pr.first_name), pr.id)
               ${members(orgParam)}), '[]'::json)`;

export async function taskProfessionals(q: Queryable, orgId: string): Promise<TaskProfessional[]> {
  const { rows } = await q.query<{ team: TaskProfessional[] }>(`select ${taskProfessionalsSql('$1')} as team`, [orgId]);
  return rows[0].team;
}

export async function isOrgCareTeamMember(q: Queryable, orgId: string, professionalId: string): Promise<boolean> {
  if (!isUuid(professionalId)) return false;
  const { rows } = await q.query(`select 1 ${members()} and pr.id = $2`, [orgId, professionalId]);
  return rows.length > 0;
}
