/** An organisation's details: its name, its parent and its child organisations. */
import type { OrganizationDetails } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../../platform/db/types';

export async function organizationDetails(q: Queryable, orgId: string): Promise<OrganizationDetails | null> {
  const { rows } = await q.query<{ id: string; name: string; parent_id: string | null }>(
    'select id::text as id, name, parent_id::text as parent_id from organizations where id = $1',
    [orgId],
  );
  const org = rows[0];
  if (!org) return null;
  const children = await q.query<{ id: string; name: string }>(
    'select id::text as id, name from organizations where parent_id = $1 order by name',
    [orgId],
  );
  return { id: org.id, name: org.name, parentId: org.parent_id, orgs: children.rows };
}
