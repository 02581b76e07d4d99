/**
 * Calling any declared route from a test: who may call it by its declaration (the demo accounts'
 * memberships and the kernel's can()), real ids of the caller's organisation for its path, and what a request
 * wrote. Shared by the fuzz suite and the role × route matrix.
 */
import { can } from '@hearth/shared-kernel/permissions';
import type { Db } from '../platform/db/types';
import type { DeclaredRoute, RouteAccess } from '../platform/http/route-access';
import { membershipsOf, type Membership } from '../features/professionals/queries';
import { DEMO_ACCOUNTS, type DemoAccount } from '../demo/demo-accounts';

/** A demo account with its memberships as the database holds them (what the access guard reads). */
export interface DemoCaller {
  account: DemoAccount;
  memberships: Membership[];
}

export async function demoCallers(db: Db): Promise<DemoCaller[]> {
  return Promise.all(DEMO_ACCOUNTS.map(async (account) => ({ account, memberships: await membershipsOf(db, account.id) })));
}

/** The organisations in which the memberships hold every permission a route declares. */
export function orgsAllowed(memberships: Membership[], access: RouteAccess): string[] {
  return memberships.filter((m) => can(m.permissions, access.permissions)).map((m) => m.orgId);
}

/**
 * Whether the declaration lets these memberships call the route acting in `orgId` (the access
 * guard's rule): org-scoped routes need every permission in that organisation; the others need
 * them all together in one organisation, or nothing at all when none are declared.
 */
export function expectedAllowed(memberships: Membership[], access: RouteAccess, orgId: string): boolean {
  if (access.public) return true;
  const allowed = orgsAllowed(memberships, access);
  if (access.orgScoped) return allowed.includes(orgId);
  return access.permissions.length === 0 || allowed.length > 0;
}

export interface Caller extends DemoCaller {
  orgId: string;
}

/** The first demo account allowed to call the route, acting where it may; null when none is. */
export function callerFor(route: DeclaredRoute, callers: DemoCaller[]): Caller | null {
  if (route.access.public) return null;
  for (const caller of callers) {
    const orgId = orgsAllowed(caller.memberships, route.access)[0] ?? caller.memberships[0]?.orgId;
    if (orgId && expectedAllowed(caller.memberships, route.access, orgId)) return { ...caller, orgId };
  }
  return null;
}

/** Real ids of the demo data, per organisation. */
export interface SeedIds {
  patient: string;
  task: string;
  conversation: string;
  article: string;
}

export async function seedIds(db: Db, orgId: string): Promise<SeedIds> {
  const one = async (sql: string, params: string[] = []) => {
    const { rows } = await db.query<{ id: string }>(sql, params);
    if (!rows[0]) throw new Error(`the demo data has no row for: ${sql}`);
    return rows[0].id;
  };
  return {
    patient: await one('select id::text from patients where org_id = $1 order by id limit 1', [orgId]),
    task: await one('select id::text from tasks where org_id = $1 order by id limit 1', [orgId]),
    conversation: await one('select c.id::text from conversations c join patients p on p.id = c.patient_id where p.org_id = $1 order by c.id limit 1', [orgId]),
    article: await one('select id::text from articles order by id limit 1'),
  };
}

/** A well-formed value for each path parameter, from the caller's organisation where it names a row. */
export function pathParams(url: string, caller: { professionalId: string; orgId: string }, ids: SeedIds): Record<string, string> {
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const idFor = () => {
    if (url.startsWith('/task/')) return ids.task;
    // A user's settings: the caller's own (another user's needs MODIFY_USER, a handler rule).
    if (url.startsWith('/portal/professionalSettings/') || url.startsWith('/professional/notifications/')) return caller.professionalId;
    if (url.startsWith('/conversations/')) return ids.conversation;
    if (url.startsWith('/articles/') || url.startsWith('/education/')) return ids.article;
    return ids.patient;
  };
  const value = (name: string): string => {
    switch (name) {
      case 'orgId':
        return caller.orgId;
      case 'professionalId':
        return caller.professionalId;
      case 'patientId':
        return ids.patient;
      case 'id':
        return idFor();
      case 'level':
        return 'info';
      case 'action':
        return 'in_progress';
      default:
        // Link tokens and the like: well-formed, matching nothing.
        return 'A'.repeat(43);
    }
  };
  return Object.fromEntries(names.map((n) => [n, value(n)]));
}

export const fillPath = (url: string, params: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');

/** Every table of the schema: what a request may have written to. */
export async function tableNames(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1",
  );
  return rows.map((r) => r.name);
}

/** The next transaction id: a request that wrote anything moved it on. */
export async function nextXid(db: Db): Promise<string> {
  const { rows } = await db.query<{ x: string }>('select pg_snapshot_xmax(pg_current_snapshot())::text as x');
  return rows[0].x;
}

/**
 * The tables holding a row inserted or updated by a transaction at or after `xid` (each new row
 * version carries its writer's id in xmin). Deletes leave no row to see: the few the API makes
 * go with inserts (expired attempts, links, live payloads), which are seen.
 */
export async function tablesWrittenSince(db: Db, tables: string[], xid: string): Promise<string[]> {
  if (!tables.length) return [];
  const sql = tables
    .map((t) => `select '${t}' as name where exists (select 1 from ${t} where xmin::text::bigint >= $1::bigint)`)
    .join(' union all ');
  const { rows } = await db.query<{ name: string }>(sql, [xid]);
  return rows.map((r) => r.name);
}
