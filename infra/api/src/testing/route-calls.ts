/**
 * Calling any declared route from a test: who may call it by its declaration (the demo accounts
 * and the kernel's can()), real ids of the caller's organisation for its path, and what a request
 * wrote. Shared by the fuzz suite and the role × route matrix.
 */
import { can, permissionCode } from '@hearth/shared-kernel/permissions';
import type { Db } from '../db/types';
import type { DeclaredRoute, RouteAccess } from '../http/route-access';
import { DEMO_ACCOUNTS, DEMO_ORGS, type DemoAccount } from '../seed/demo-accounts';

/** The organisations in which `account` may call a route declared with `access`. */
export function orgsAllowed(account: DemoAccount, access: RouteAccess): string[] {
  return account.orgs
    .filter((o) => can(o.permissions.map(permissionCode), access.permissions))
    .map((o) => DEMO_ORGS[o.org].id);
}

/**
 * Whether the declaration lets `account` call the route acting in `orgId` (the access guard's
 * rule): org-scoped routes need every permission in that organisation; the others need them all
 * together in one of the account's organisations, or nothing at all when none are declared.
 */
export function expectedAllowed(account: DemoAccount, access: RouteAccess, orgId: string): boolean {
  if (access.public) return true;
  const allowed = orgsAllowed(account, access);
  if (access.orgScoped) return allowed.includes(orgId);
  return access.permissions.length === 0 || allowed.length > 0;
}

export interface Caller {
  account: DemoAccount;
  orgId: string;
}

/** A demo account allowed to call the route (the first in the list that is), or null when none is. */
export function callerFor(route: DeclaredRoute): Caller | null {
  if (route.access.public) return null;
  for (const account of DEMO_ACCOUNTS) {
    const orgs = orgsAllowed(account, route.access);
    const orgId = orgs[0] ?? DEMO_ORGS[account.orgs[0].org].id;
    if (expectedAllowed(account, route.access, orgId)) return { account, orgId };
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
