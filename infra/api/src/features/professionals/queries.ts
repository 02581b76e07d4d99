/** Reading professionals, their organisations and the permissions they hold in each. */
import type { Organization, ProfessionalAccount, SecurityData } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../../platform/db/types';
import type { Membership } from '../../platform/http/access-guard';

export type { Membership };

export interface ProfessionalRecord {
  id: string;
  username: string;
  email: string;
  title: string | null;
  firstName: string;
  lastName: string;
  suffix: string | null;
  eula: boolean;
  systemRole: string | null;
  disabled: boolean;
  passwordHash: string;
}

interface ProfessionalRow {
  id: string;
  username: string;
  email: string;
  title: string | null;
  first_name: string;
  last_name: string;
  suffix: string | null;
  eula: boolean;
  system_role: string | null;
  disabled: boolean;
  password_hash: string;
}

const COLUMNS = `id::text as id, username, email, title, first_name, last_name, suffix, eula, system_role, disabled, password_hash`;

function toRecord(r: ProfessionalRow): ProfessionalRecord {
  return {
    id: r.id,
    username: r.username,
    email: r.email,
    title: r.title,
    firstName: r.first_name,
    lastName: r.last_name,
    suffix: r.suffix,
    eula: r.eula,
    systemRole: r.system_role,
    disabled: r.disabled,
    passwordHash: r.password_hash,
  };
}

export async function findProfessionalByUsername(q: Queryable, username: string): Promise<ProfessionalRecord | null> {
  const { rows } = await q.query<ProfessionalRow>(
    `select ${COLUMNS} from professionals where lower(username) = lower($1)`,
    [username],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function findProfessionalById(q: Queryable, id: string): Promise<ProfessionalRecord | null> {
  const { rows } = await q.query<ProfessionalRow>(`select ${COLUMNS} from professionals where id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** A membership as the database answers it (also inside json_agg, see auth/authenticate.ts). */
export interface MembershipRow {
  org_id: string;
  name: string;
  parent_id: string | null;
  role: string;
  permissions: string[];
}

export const toMemberships = (rows: MembershipRow[]): Membership[] =>
  rows.map((r) => ({ orgId: r.org_id, orgName: r.name, parentId: r.parent_id, role: r.role, permissions: [...r.permissions] }));

export async function membershipsOf(q: Queryable, professionalId: string): Promise<Membership[]> {
  const { rows } = await q.query<MembershipRow>(
    `select r.org_id::text as org_id, o.name, o.parent_id::text as parent_id, r.role, r.permissions
       from professional_org_roles r join organizations o on o.id = r.org_id
      where r.professional_id = $1
      order by o.name`,
    [professionalId],
  );
  return toMemberships(rows);
}

/** SPEC §3 security data: per organisation id, its name and the permission codes held there. */
export function securityData(memberships: Membership[]): SecurityData {
  const data: SecurityData = {};
  for (const m of memberships) data[m.orgId] = { organizationName: m.orgName, permissions: [...m.permissions] };
  return data;
}

/** The caller's organisations as a tree: an organisation nests under its parent when both are theirs. */
export function organizationTree(memberships: Membership[]): Organization[] {
  const nodes = new Map<string, Organization>();
  for (const m of memberships) nodes.set(m.orgId, { id: m.orgId, name: m.orgName, orgs: [] });
  const roots: Organization[] = [];
  for (const m of memberships) {
    const node = nodes.get(m.orgId)!;
    const parent = m.parentId ? nodes.get(m.parentId) : undefined;
    if (parent) parent.orgs!.push(node);
    else roots.push(node);
  }
  return roots;
}

export function professionalAccount(p: ProfessionalRecord, memberships: Membership[]): ProfessionalAccount {
  const roles: Record<string, string> = {};
  for (const m of memberships) roles[m.orgId] = m.role;
  return {
    id: p.id,
    userName: p.username,
    title: p.title,
    firstName: p.firstName,
    lastName: p.lastName,
    suffix: p.suffix,
    email: p.email,
    eula: p.eula,
    roles,
  };
}
