/**
 * Turns a roster request into SQL over one organisation's patients. Each filter + sort pair is
 * the leading part of one index (migrations 010, 060), so a page is the first entries of an index
 * range, at any depth reached by a cursor.
 *
 * Search understands: a date of birth (MM/DD/YYYY), phone digits (the end of the number: the last
 * 4, the 7 without area code, or all 10), an MRN's start or end (any term with a digit), and names
 * by any part of them: 'smi', 'aria', 'jane smith', 'smith, jane'. Name parts of 3+ letters go
 * through the trigram index; shorter ones stay prefixes (a trigram index cannot narrow one or two
 * letters). A name search sorted by name reads patient_name_parts (migration 063) instead of
 * patients: the patients holding one three-letter part of the term, already in name order.
 */
import { ENROLLMENT_STATUSES, type EnrollmentStatus, type RosterSortKey, type SortDirection } from '@hearth/shared-kernel/domain';
import type { Language } from '@hearth/shared-kernel/i18n';
import { formatIsoDate, parseUsDate } from '@hearth/shared-kernel/rules';
import { keySelect, keysetPage, type KeysetColumn, type KeysetCursor } from '../../platform/db/keyset';
import type { SqlParam } from '../../platform/db/types';
import { likeInfix, likePrefix } from '../../platform/db/values';
import { searchKey } from './normalize';

export interface RosterFilter {
  orgId: string;
  search?: string;
  enrollmentStatuses?: EnrollmentStatus[];
  needsResponse?: boolean;
  doNotDisturb?: boolean;
  preferredLanguages?: Language[];
  sortKey: RosterSortKey;
  sortDirection: SortDirection;
  skip: number;
  take: number;
}

export interface RosterSql {
  /** The filter alone (no position) over `patients p`: the same for every page of one list. */
  where: string;
  params: SqlParam[];
  /** The list's total is counted `from … where …` with these params: shared by every page and sort. */
  count: { fromWhere: string; params: SqlParam[] };
  /** `where` and, from a cursor, the rows past it: with `pageParams`. */
  pageWhere: string;
  pageParams: SqlParam[];
  /** The order the page is read in: reversed when reading back from a `before` cursor. */
  orderBy: string;
  /** Select-list expressions of the sort key, aliased k0, k1 …, for the answer's cursors (rowCursor). */
  keySelect: string;
  /** With several statuses: `pageWhere` narrowed to each one (with `pageParams`). */
  statusBranches?: string[];
  /**
   * What `pageWhere` reads, as `p`: the patients, the name parts of a name search sorted by name,
   * or (built with `matchesFirst`) the patients a name search matches, joined to their rows.
   */
  from: string;
  /**
   * A search in an order no index of its matches keeps: when it matches few of the patients
   * `slice` holds, its page is cheaper from its matches (built again with `matchesFirst`) than from
   * walking that order. `rowCost`: a match's row read by id against an entry the walk passes.
   * Names and MRNs only (see matchRowCost).
   */
  fewMatches?: { slice: { fromWhere: string; params: SqlParam[] }; rowCost: number };
}

const ID: KeysetColumn = { expr: 'p.id', kind: 'uuid' };
const text = (expr: string): KeysetColumn => ({ expr, kind: 'text' });
const STATUS: KeysetColumn = { expr: 'p.enrollment_status', kind: { oneOf: Object.keys(ENROLLMENT_STATUSES) } };

/**
 * Each sort's keyset, the leading columns of its index after the filter's. Nullable dates order
 * as 'infinity': last ascending and first descending, as the roster always showed them.
 */
export const ROSTER_KEYSETS: Record<RosterSortKey, KeysetColumn[]> = {
  lastName: [text('p.search_last'), text('p.search_first'), ID],
  firstName: [text('p.search_first'), text('p.search_last'), ID],
  dateOfBirth: [{ expr: 'p.date_of_birth', kind: 'date', nullable: true }, ID],
  enrollmentStatus: [STATUS, text('p.search_last'), text('p.search_first'), ID],
  lastContactAt: [{ expr: 'p.last_contact_at', kind: 'timestamptz', nullable: true }, ID],
  mrn: [text('(lower(p.mrn) collate "C")'), ID],
  createdAt: [{ expr: 'p.created_at', kind: 'timestamptz' }, ID],
};

/** The order a roster cursor is made for: one of another sort or direction is refused. */
export const rosterOrder = (f: Pick<RosterFilter, 'sortKey' | 'sortDirection'>): string => `roster:${f.sortKey}:${f.sortDirection}`;

/** 'es' or 'en,es' → the languages; unknown ones are refused by the caller's schema. */
export function parseLanguages(list: string | undefined): Language[] | undefined {
  const parts = [...new Set((list ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
  return parts.length ? (parts as Language[]) : undefined;
}

/** 'approved,sent' → the statuses; unknown names are refused by the caller's schema. */
export function parseStatuses(list: string | undefined): EnrollmentStatus[] | undefined {
  if (!list) return undefined;
  const parts = [...new Set(list.split(',').map((s) => s.trim()).filter(Boolean))];
  return parts.length ? (parts as EnrollmentStatus[]) : undefined;
}

export function buildRosterSql(filter: RosterFilter, cursor: KeysetCursor | null = null, matchesFirst = false): RosterSql {
  const params: SqlParam[] = [filter.orgId];
  const add = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = ['p.org_id = $1'];

  const search = filter.search?.trim();
  const parts = search ? searchParts(search, add) : null;
  // Name parts hold the status and the name, not the other filters.
  const part = parts && 'predicate' in parts && filter.needsResponse === undefined && filter.doNotDisturb === undefined && !filter.preferredLanguages ? rarestPart(parts.infixes) : null;
  // ... and the name order after the status.
  const partPage = part !== null && NAME_PART_SORTS.has(filter.sortKey);

  // Every status, when none is asked for, is the same list; read from the name parts, each
  // status's slice is in name order and the page is merged from them (below).
  const statuses = filter.enrollmentStatuses ?? (partPage ? (Object.keys(ENROLLMENT_STATUSES) as EnrollmentStatus[]) : []);
  // One status is an equality, so the (org, status, sort …) index gives the page in order.
  const statusParams = statuses.map((s) => add(s));
  const statusIn = `p.enrollment_status in (${statusParams.join(', ')})`;
  if (statuses.length) where.push(statuses.length === 1 ? `p.enrollment_status = ${statusParams[0]}` : statusIn);
  if (filter.needsResponse !== undefined) where.push(filter.needsResponse ? 'p.needs_response' : 'not p.needs_response');
  if (filter.doNotDisturb !== undefined) where.push(`p.do_not_disturb = ${add(filter.doNotDisturb)}`);
  if (filter.preferredLanguages) where.push(`p.preferred_language = any(${add(filter.preferredLanguages)}::text[])`);
  const unsearched = where.join(' and ');
  const searchCondition = parts && ('predicate' in parts ? parts.predicate : `(${parts.ranges.join(' or ')})`);
  if (searchCondition) where.push(searchCondition);

  const filterWhere = where.join(' and ');
  const filterParams = [...params];
  // A name search is counted on the name parts whatever the sort: one part's entries, index only.
  const partCondition = `p.part = $${params.length + 1}`;
  // Alternatives (an MRN's start or end, a phone's end, a name's first letters) are counted one
  // index range each, rather than by testing them all on every row of the filter's slice.
  const count = part
    ? { fromWhere: `from patient_name_parts p where ${filterWhere} and ${partCondition}`, params: [...filterParams, part] }
    : parts && 'ranges' in parts
      ? { fromWhere: `from (${unitedRanges(parts.ranges, unsearched)}) p`, params: filterParams }
      : { fromWhere: `from patients p where ${filterWhere}`, params: filterParams };
  const rowCost = searchCondition && !partPage ? matchRowCost(searchCondition) : null;
  // With the slice of the roster a walk in another order passes, to weigh against the matches.
  const fewMatches = rowCost
    ? {
        slice: {
          fromWhere: `from patients p where p.org_id = $1${statuses.length ? ` and p.enrollment_status in (${statuses.map((_, i) => `$${i + 2}`).join(', ')})` : ''}`,
          params: [filter.orgId, ...statuses],
        },
        rowCost,
      }
    : undefined;
  let from: RosterSql['from'] = partPage ? 'patient_name_parts p' : 'patients p';
  // The part's parameter follows the filter's, as in `count`, only when the page reads it:
  // PostgreSQL refuses a parameter that no part of the statement uses.
  if (partPage) {
    add(part);
    where.push(partCondition);
  } else if (matchesFirst && fewMatches) {
    // Every match (a name's from the name parts, index only), then only their rows, sorted.
    from = `(select p.id ${count.fromWhere} offset 0) m join patients p on p.id = m.id`;
    if (part) add(part);
    where.splice(0, where.length, 'p.org_id = $1');
  }
  const columns = ROSTER_KEYSETS[filter.sortKey];
  // Reading back from a `before` cursor walks the order the other way; the caller flips the rows.
  const { orderBy, predicate } = keysetPage(columns, filter.sortDirection, cursor, add);
  if (predicate) where.push(predicate);
  const pageWhere = where.join(' and ');
  // Several statuses: each one's slice of the (org, status, sort …) index is in order, so the page
  // is read from each and merged, rather than walking the whole sort index for rows of any of them.
  const statusBranches = statuses.length > 1 && pageWhere.includes(statusIn) ? statusParams.map((s) => pageWhere.replace(statusIn, `p.enrollment_status = ${s}`)) : undefined;
  return { where: filterWhere, params: filterParams, count, fewMatches, pageWhere, pageParams: params, orderBy, keySelect: keySelect(columns), statusBranches, from };
}

/**
 * What reading one of a search's matches by id costs against passing one entry of a walk in the
 * page's order (measured at 100,000 and 1,000,000 patients): a walk tests a name or an MRN on the
 * sort index's copy of them (migrations 060, 064), and an MRN's matches are found across every
 * status before the status is tested. Null for a phone or a date of birth: the planner reads their
 * few matches from their own indexes unasked, and asking first would only add a round trip.
 */
function matchRowCost(condition: string): number | null {
  const columns = new Set(condition.match(/\bp\.\w+/g));
  if (![...columns].every((c) => c === 'p.search_last' || c === 'p.search_first' || c === 'p.mrn')) return null;
  return columns.has('p.mrn') ? 40 : 12;
}

/** The ids of one page, in order, with one row beyond it (which tells whether more follow). */
export function pageIdsSql(sql: RosterSql, filter: Pick<RosterFilter, 'take' | 'skip'>): string {
  const limit = `limit ${filter.take + 1} offset ${filter.skip}`;
  if (!sql.statusBranches) return `select p.id from ${sql.from} where ${sql.pageWhere} order by ${sql.orderBy} ${limit}`;
  // Each branch selects only the columns its ORDER BY reads, so it can be an index-only scan.
  const columns = [...new Set(['p.id', ...(sql.orderBy.match(/\bp\.\w+/g) ?? [])])].join(', ');
  const each = sql.statusBranches.map(
    (w) => `(select ${columns} from ${sql.from} where ${w} order by ${sql.orderBy} limit ${filter.take + 1 + filter.skip})`,
  );
  return `select p.id from (${each.join(' union all ')}) p order by ${sql.orderBy} ${limit}`;
}

/** The name expression of patients_name_trgm_idx: "last first", so one index serves both. */
const NAME = `(p.search_last || ' ' || p.search_first)`;

/** Matches a column's end: the reversed column starts with the reversed text. */
const likeSuffixReversed = (text: string) => likePrefix([...text].reverse().join(''));
/** A name part: anywhere in the column from 3 characters, else its start. */
const namePart = (column: string, part: string, add: (v: SqlParam) => string) =>
  part.length >= 3 ? `${column} like ${add(likeInfix(part))}` : `${column} like ${add(likePrefix(part))}`;

/**
 * How a search's alternatives (MRN start or end, phone end, first or last name) are joined.
 * - 'or': one predicate, tested on a list as it is walked in its own order (the conversation
 *   list, and the roster's own condition), where a common term meets its matches at once.
 * - 'union': index range scans united into a set of ids; the cost is the number of matches.
 */
export type SearchForm = 'union' | 'or';

/**
 * A search is either alternatives that are each an index range over `p` (a phone's or an MRN's
 * start or end, a name's first one or two letters), or one predicate (a date of birth, name parts
 * through the trigram index).
 */
type SearchParts = { ranges: string[] } | { predicate: string; infixes: string[] };

/**
 * The roster's search over columns of `p` (patients); shared by the conversation list.
 * `orgCondition` restricts `p` to the caller's organisations (e.g. 'p.org_id = $1').
 */
export function nameSearchPredicate(
  search: string,
  add: (v: SqlParam) => string,
  orgCondition: string,
  form: SearchForm = 'union',
): string {
  const parts = searchParts(search, add);
  if ('predicate' in parts) return parts.predicate;
  return form === 'or' ? `(${parts.ranges.join(' or ')})` : `p.id in (${unitedRanges(parts.ranges, orgCondition)})`;
}

/** The statement selecting the ids (as `id`) of the patients a search matches, each once, over columns of `p`. */
export function searchPatientsSql(search: string, add: (v: SqlParam) => string, orgCondition: string): string {
  const parts = searchParts(search, add);
  if ('ranges' in parts) return unitedRanges(parts.ranges, orgCondition);
  // A name: only the patients holding its rarest three letters are tested.
  const part = rarestPart(parts.infixes);
  return part
    ? `select p.id from patient_name_parts p where ${orgCondition} and p.part = ${add(part)} and ${parts.predicate}`
    : `select p.id from patients p where ${orgCondition} and ${parts.predicate}`;
}

/**
 * The patients (`condition` on `p`) matching any of `ranges`, each range its own index range and
 * each patient once: a range leaves out the patients an earlier one already gave.
 */
function unitedRanges(ranges: string[], condition: string): string {
  const onX = (sql: string) => sql.replace(/\bp\./g, 'x.');
  return ranges
    .map((c, i) => [`select x.id from patients x where ${onX(condition)} and ${onX(c)}`, ...ranges.slice(0, i).map((earlier) => `(${onX(earlier)}) is not true`)].join(' and '))
    .join(' union all ');
}

function searchParts(search: string, add: (v: SqlParam) => string): SearchParts {
  const dob = parseUsDate(search);
  // The expression of patients_org_dob_idx (no patient's date of birth is 'infinity').
  if (dob) return { predicate: `coalesce(p.date_of_birth, 'infinity'::date) = ${add(formatIsoDate(dob))}::date`, infixes: [] };

  const mrnStartOrEnd = (text: string) => {
    const lower = text.toLowerCase();
    return [`(lower(p.mrn) collate "C") like ${add(likePrefix(lower))}`, `(reverse(lower(p.mrn)) collate "C") like ${add(likeSuffixReversed(lower))}`];
  };

  if (/^[\d\s().+-]+$/.test(search)) {
    let digits = search.replace(/\D/g, '');
    if (!digits) return { predicate: 'false', infixes: [] };
    const ranges = mrnStartOrEnd(digits);
    if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
    // The end of the number: fewer than 4 digits would match a thousandth of everyone.
    if (digits.length >= 4) ranges.push(`(reverse(p.sms_phone) collate "C") like ${add(likeSuffixReversed(digits))}`);
    return { ranges };
  }

  const key = searchKey(search);
  if (key.includes(',')) {
    const [last, first] = key.split(',').map((s) => s.trim());
    const parts = last ? [namePart('p.search_last', last, add)] : [];
    if (first) parts.push(namePart('p.search_first', first, add));
    return parts.length ? withTrigrams([last, first], parts, add) : { predicate: 'true', infixes: [] };
  }
  const tokens = key.split(' ').filter(Boolean);
  if (tokens.length === 1) {
    const [t] = tokens;
    // Names hold no digits and every MRN does: a term is one or the other, so a name search reads
    // only name columns (all in the sort indexes) and an MRN search only the MRN indexes.
    if (/\d/.test(t)) return { ranges: mrnStartOrEnd(t) };
    if (t.length >= 3) return { predicate: `${NAME} like ${add(likeInfix(t))}`, infixes: [t] };
    const prefix = add(likePrefix(t));
    return { ranges: [`p.search_last like ${prefix}`, `p.search_first like ${prefix}`] };
  }
  // 'jane smith' or 'smith jane': the first token and the rest, either way round.
  const a = tokens[0];
  const b = tokens.slice(1).join(' ');
  const either = `((${namePart('p.search_first', a, add)} and ${namePart('p.search_last', b, add)}) or (${namePart('p.search_last', a, add)} and ${namePart('p.search_first', b, add)}))`;
  return withTrigrams(tokens, [either], add);
}

/**
 * Adds "the name holds this part" for each part of 3+ characters (the infixes): the trigram index
 * narrows the rows to those, and the exact conditions (`exact`) then say which column holds which part.
 */
function withTrigrams(parts: (string | undefined)[], exact: string[], add: (v: SqlParam) => string): { predicate: string; infixes: string[] } {
  const infixes = parts.filter((p): p is string => !!p && p.length >= 3);
  return { predicate: `(${[...infixes.map((p) => `${NAME} like ${add(likeInfix(p))}`), ...exact].join(' and ')})`, infixes };
}

/** The sorts patient_name_parts is ordered for, after the status (migration 063). */
const NAME_PART_SORTS: ReadonlySet<RosterSortKey> = new Set(['lastName', 'enrollmentStatus']);

/** Letters by how often they start or fill a name, commonest first. */
const COMMON_LETTERS = 'aeinrlosthmdcybgukjpwvfzxq';
const rarity = (part: string) => [...part].reduce((sum, c) => sum + (COMMON_LETTERS.includes(c) ? COMMON_LETTERS.indexOf(c) : COMMON_LETTERS.length), 0);

/**
 * The three letters of a name search that patient_name_parts is read by: every match holds each
 * of its infixes, so any three letters of one will do, and the rarest letters pass the fewest
 * names that do not match. Null when no infix has three letters without a space.
 */
function rarestPart(infixes: string[]): string | null {
  let best: string | null = null;
  for (const text of infixes) {
    for (let i = 0; i + 3 <= text.length; i++) {
      const part = text.slice(i, i + 3);
      if (!part.includes(' ') && (best === null || rarity(part) > rarity(best))) best = part;
    }
  }
  return best;
}
