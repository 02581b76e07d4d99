/**
 * Turns a roster request into SQL over one organisation's patients. Every predicate is an
 * equality or a left-anchored LIKE on an indexed, normalised column, so a page stays fast at
 * 100,000 patients (no leading wildcards, no functions of user input on the column side).
 *
 * Search understands: a date of birth (MM/DD/YYYY), phone digits (the last 4, or 7+ from the
 * start), an MRN prefix, and names: 'smi', 'jane smith', 'smith, jane'.
 */
import { ENROLLMENT_STATUSES, type EnrollmentStatus, type RosterSortKey, type SortDirection } from '@hearth/shared-kernel/domain';
import { formatIsoDate, parseUsDate } from '@hearth/shared-kernel/rules';
import type { SqlParam } from '../db/types';
import { likePrefix } from '../db/values';
import { searchKey } from './normalize';

export interface RosterFilter {
  orgId: string;
  search?: string;
  enrollmentStatuses?: EnrollmentStatus[];
  needsResponse?: boolean;
  doNotDisturb?: boolean;
  sortKey: RosterSortKey;
  sortDirection: SortDirection;
  skip: number;
  take: number;
}

export interface RosterSql {
  where: string;
  params: SqlParam[];
  orderBy: string;
}

// Each list (then p.id) is the tail of an index on (org_id, …, id), so a page is read in order.
const SORT_COLUMNS: Record<RosterSortKey, string[]> = {
  lastName: ['p.search_last', 'p.search_first'],
  firstName: ['p.search_first', 'p.search_last'],
  dateOfBirth: ['p.date_of_birth'],
  enrollmentStatus: ['p.enrollment_status', 'p.search_last', 'p.search_first'],
  lastContactAt: ['p.last_contact_at'],
  mrn: ['(lower(p.mrn) collate "C")'],
  createdAt: ['p.created_at'],
};

export const isEnrollmentStatus = (s: string): s is EnrollmentStatus => Object.hasOwn(ENROLLMENT_STATUSES, s);

/** 'approved,sent' → the statuses; unknown names are refused by the caller's schema. */
export function parseStatuses(list: string | undefined): EnrollmentStatus[] | undefined {
  if (!list) return undefined;
  const parts = list.split(',').map((s) => s.trim()).filter(Boolean);
  return parts.length ? (parts as EnrollmentStatus[]) : undefined;
}

export function buildRosterSql(filter: RosterFilter): RosterSql {
  const params: SqlParam[] = [filter.orgId];
  const add = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = ['p.org_id = $1'];

  if (filter.enrollmentStatuses?.length) where.push(`p.enrollment_status = any(${add(filter.enrollmentStatuses)}::text[])`);
  if (filter.needsResponse !== undefined) where.push(filter.needsResponse ? 'p.needs_response' : 'not p.needs_response');
  if (filter.doNotDisturb !== undefined) where.push(`p.do_not_disturb = ${add(filter.doNotDisturb)}`);

  const search = filter.search?.trim();
  if (search) where.push(nameSearchPredicate(search, add, 'p.org_id = $1'));

  const dir = filter.sortDirection === 'ASC' ? 'asc' : 'desc';
  const nulls = dir === 'asc' ? 'nulls last' : 'nulls first';
  const orderBy = [...SORT_COLUMNS[filter.sortKey].map((c) => `${c} ${dir} ${nulls}`), `p.id ${dir}`].join(', ');
  return { where: where.join(' and '), params, orderBy };
}

/**
 * The roster's search over columns of `p` (patients); shared by the conversation list.
 * `orgCondition` restricts `p` to the caller's organisations (e.g. 'p.org_id = $1').
 */
export function nameSearchPredicate(search: string, add: (v: SqlParam) => string, orgCondition: string): string {
  const dob = parseUsDate(search);
  if (dob) return `p.date_of_birth = ${add(formatIsoDate(dob))}::date`;

  if (/^[\d\s().+-]+$/.test(search)) {
    let digits = search.replace(/\D/g, '');
    const mrn = `lower(p.mrn) like ${add(likePrefix(digits))}`;
    if (digits.length === 4) return `(right(p.sms_phone, 4) = ${add(digits)} or ${mrn})`;
    if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
    if (digits.length >= 3) return `(p.sms_phone like ${add(likePrefix(digits))} or ${mrn})`;
    return mrn;
  }

  const key = searchKey(search);
  if (key.includes(',')) {
    const [last, first] = key.split(',').map((s) => s.trim());
    const parts = [`p.search_last like ${add(likePrefix(last))}`];
    if (first) parts.push(`p.search_first like ${add(likePrefix(first))}`);
    return `(${parts.join(' and ')})`;
  }
  const tokens = key.split(' ').filter(Boolean);
  if (tokens.length === 1) {
    // Three index range scans, united, rather than one OR: given an OR, the planner walks the
    // sort index hoping to meet 20 matches early, which for 'smi' means most of the organisation.
    const t = add(likePrefix(tokens[0]));
    const inOrg = orgCondition.replace(/\bp\./g, 'x.');
    const part = (column: string) => `select x.id from patients x where ${inOrg} and ${column} like ${t}`;
    return `p.id in (${part('x.search_last')} union all ${part('x.search_first')} union all ${part('lower(x.mrn)')})`;
  }
  // 'jane smith' or 'smith jane': the first token and the rest, either way round.
  const a = likePrefix(tokens[0]);
  const b = likePrefix(tokens.slice(1).join(' '));
  const pa = add(a);
  const pb = add(b);
  return `((p.search_first like ${pa} and p.search_last like ${pb}) or (p.search_last like ${pa} and p.search_first like ${pb}))`;
}
