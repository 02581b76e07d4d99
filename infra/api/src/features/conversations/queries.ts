/** Reading conversations and their messages (SPEC §7 CommunicationRequest and Communication). */
import { CATCH_UP_BATCH } from '@hearth/shared-kernel/conversations';
import type {
  Channel,
  ConversationSortKey,
  ConversationStatus,
  ConversationSummary,
  Message,
  MessageStatus,
  Paged,
  SortDirection,
  Urgency,
} from '@hearth/shared-kernel/domain';
import type { Db, Queryable, SqlParam } from '../../platform/db/types';
import { BadCursor, cursorOf, keySelect, keysetPage, keysetPageOf, rowCursor, type KeysetColumn } from '../../platform/db/keyset';
import { listTotal, plannedTotal } from '../../platform/db/list-total';
import { rowsInOrder, statementName } from '../../platform/db/page-rows';
import { iso, isoColumn } from '../../platform/db/values';
import { readMatchesFirst } from '../patients/port';
import { nameSearchPredicate, searchPatientsSql } from '../patients/port';
import { patientSearchVersion } from '../patients/port';
import { BoundedMap } from '../../platform/limits/bounded-map';
import { CHAT_OPEN_SQL } from '../patient-app/port';
import { isUuid } from '@hearth/shared-kernel/rules';

// From the conversation alone: it carries what it shows of its patient (migration 069), and its
// timestamps come as the ISO text the API answers (isoColumn), sixty of them a page.
const SUMMARY_COLUMNS = `c.id::text as id, c.patient_id::text as patient_id, c.patient_first_name as first_name,
  c.patient_last_name as last_name, c.org_id::text as org_id, c.type, c.status, c.subject, c.urgency, c.needs_response,
  c.automated, ${isoColumn('c.created_at')} as created_at, ${isoColumn('c.updated_at')} as updated_at,
  ${isoColumn('c.last_message_at')} as last_message_at, c.last_message_preview, c.channel, c.last_patient_channel,
  c.patient_do_not_disturb as do_not_disturb, c.patient_enrollment_status as enrollment_status`;

interface SummaryShape {
  id: string;
  patient_id: string;
  first_name: string;
  last_name: string;
  org_id: string;
  type: 'conversation' | 'system';
  status: ConversationStatus;
  subject: string | null;
  urgency: Urgency;
  needs_response: boolean;
  automated: boolean;
  created_at: string;
  updated_at: string;
  last_message_at: string | null;
  last_message_preview: string | null;
  channel: Channel | null;
  last_patient_channel: Channel | null;
  do_not_disturb: boolean;
  enrollment_status: string;
}

/** An automated conversation holds the care team's messages only while it is open. */
const automationRuns = (status: ConversationStatus, automated: boolean): boolean => status === 'active' && automated;

function toSummary(r: SummaryShape): ConversationSummary {
  const locked = automationRuns(r.status, r.automated);
  return {
    id: r.id,
    patientId: r.patient_id,
    patientName: `${r.first_name} ${r.last_name}`,
    orgId: r.org_id,
    communicationType: r.type,
    status: r.status,
    subject: r.subject,
    urgency: r.urgency,
    needsResponse: r.needs_response,
    automated: locked,
    isConvoLocked: locked,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    lastMessageAt: r.last_message_at,
    lastMessagePreview: r.last_message_preview,
    channel: r.channel,
    lastPatientChannel: r.last_patient_channel,
    doNotDisturb: r.do_not_disturb,
    optedOut: r.enrollment_status === 'opted_out',
  };
}

export interface ConversationRecord {
  id: string;
  orgId: string;
  patientId: string;
  status: ConversationStatus;
  automated: boolean;
}

/** A conversation of one of `orgIds`, or null (callers answer 404). */
export async function conversationIn(q: Queryable, orgIds: string[], id: string): Promise<ConversationSummary | null> {
  if (!isUuid(id)) return null;
  const { rows } = await q.query<SummaryShape>(
    `select ${SUMMARY_COLUMNS} from conversations c where c.id = $1 and c.org_id = any($2::uuid[])`,
    [id, orgIds],
  );
  return rows[0] ? toSummary(rows[0]) : null;
}

export interface ConversationListFilter {
  orgIds: string[];
  searchValue?: string;
  type?: 'conversation' | 'system';
  status: ConversationStatus;
  needsResponse?: boolean;
  patientId?: string;
  sortKey: ConversationSortKey;
  sortDirection: SortDirection;
  skip: number;
  take: number;
  /** Keyset cursors from an earlier page's next / prev (skip is then not used). */
  after?: string;
  before?: string;
}

/**
 * "Last activity": coalesce(last_message_at, created_at), a column of its own (migration 066).
 * Every conversation gets its first message in the transaction that opens it.
 */
const LAST_ACTIVITY = 'c.last_activity_at';
const ID: KeysetColumn = { expr: 'c.id', kind: 'uuid' };

/** Each sort's keyset, matching its index in migrations 061, 062 and 066; the patient-name sort pages by offset only. */
const KEYSETS: Record<Exclude<ConversationSortKey, 'patient_name'>, KeysetColumn[]> = {
  created_at: [{ expr: 'c.created_at', kind: 'timestamptz' }, ID],
  updated_at: [{ expr: 'c.updated_at', kind: 'timestamptz' }, ID],
  last_message_at: [{ expr: LAST_ACTIVITY, kind: 'timestamptz' }, ID],
  needs_response: [{ expr: 'c.needs_response', kind: 'boolean' }, { expr: LAST_ACTIVITY, kind: 'timestamptz' }, ID],
};

/** The most patients a search looks up conversations for by patient; see conversationList. */
export const FEW_PATIENTS = 2000;

/**
 * Looking up one matching patient's conversations (their ids read, sent back, an index look-up
 * each, the page sorted) against passing one entry of a walk that tests the names on the sort
 * index: at 100,600 patients, 12 ms for 1,208 patients against 0.95 ms for 1,787 entries.
 */
const PATIENT_LOOKUP_COST = 20;

/** A search's matching patients: how many (Infinity past FEW_PATIENTS), their ids when not past it, and the version they were read at. */
interface Matching {
  version: string;
  matches: number;
  ids: string[] | null;
}

/** Per database handle: searches (with their organisations) and their matching patients. */
const matchingKept = new WeakMap<object, BoundedMap<string, Matching>>();
/** The searches and ids kept in all, per database handle (an id about 40 bytes). */
const MAX_KEPT_SEARCHES = 1000;
const MAX_KEPT_IDS = 200_000;

/**
 * How many patients a search matches (exact up to FEW_PATIENTS, else Infinity) and, as `few`, their
 * ids when at most FEW_PATIENTS and, for a search of names only (`names`, the page it reads), when
 * their conversations are cheaper looked up than walked for: a walk passes about
 * (skip + take + 1) × patients ÷ matches entries (readMatchesFirst). `few` is null otherwise: the
 * list is walked in order. `orgs` is the list's own organisation parameter ($1) and its condition
 * on `p`. The matching patients are read once and kept while the organisations' patient-search
 * version holds (a search's pages then cost one small statement more, not thousands of ids each).
 */
async function matchingPatients(
  q: Db,
  search: string,
  orgIds: readonly string[],
  orgs: { param: SqlParam; condition: string },
  names: { skip: number; take: number } | null,
): Promise<{ few: string[] | null; matches: number }> {
  let kept = matchingKept.get(q);
  if (!kept) matchingKept.set(q, (kept = new BoundedMap(MAX_KEPT_IDS, (m) => m.ids?.length ?? 0, MAX_KEPT_SEARCHES)));
  const key = JSON.stringify([orgIds, search]);
  const version = await patientSearchVersion(q, orgIds);
  let found = kept.get(key);
  if (found?.version !== version) {
    const params: SqlParam[] = [orgs.param];
    const matching = searchPatientsSql(search, (v) => `$${params.push(v)}`, orgs.condition);
    const { rows } = await q.query<{ id: string }>(`select u.id::text as id from (${matching}) u limit ${FEW_PATIENTS + 1}`, params);
    const many = rows.length > FEW_PATIENTS;
    found = { version, matches: many ? Infinity : rows.length, ids: many ? null : rows.map((r) => r.id) };
    kept.set(key, found);
  }
  const { matches, ids } = found;
  if (!ids) return { few: null, matches };
  const walks = !!names && !readMatchesFirst(matches, await plannedTotal(q, { fromWhere: `from patients p where ${orgs.condition}`, params: [orgs.param] }), names, PATIENT_LOOKUP_COST);
  return { few: walks ? null : ids, matches };
}

/**
 * Entries of a list's scan that reading one patient's conversations by id costs, when counting: 14
 * on the closed list and 16 on the active one at 100,600 patients (`jo`, 7,133 patients: 22.5 ms
 * against 40.1 closed, 12.8 against 3.0 active).
 */
const PATIENT_COUNT_COST = 15;

/**
 * Whether a walked search is cheaper counted through its patients than by testing every row of
 * the list: its `matches` (past FEW_PATIENTS, the planner's figure for the search) against the
 * planner's rows of the list without the search. Both figures are kept as counts are.
 */
async function countThroughPatients(
  q: Db,
  search: string,
  matches: number,
  list: { fromWhere: string; params: SqlParam[] },
  orgs: { param: SqlParam; condition: string },
): Promise<boolean> {
  const own: SqlParam[] = [orgs.param];
  const patients = Number.isFinite(matches)
    ? matches
    : await plannedTotal(q, { fromWhere: `from (${searchPatientsSql(search, (v) => `$${own.push(v)}`, orgs.condition)}) u`, params: own });
  return patients * PATIENT_COUNT_COST < (await plannedTotal(q, list));
}

/**
 * A search's condition on the conversation's own copy of its patient's names (migration 068, in
 * every sort index), when it reads no other patient column; null otherwise (an MRN or a phone).
 */
function onConversationNames(condition: string): string | null {
  const columns = condition.match(/\bp\.\w+/g) ?? [];
  return columns.every((c) => c === 'p.search_last' || c === 'p.search_first') ? condition.replace(/\bp\.(search_last|search_first)\b/g, 'c.$1') : null;
}

const STATUS_SQL: Record<ConversationStatus, string> = { active: `'active'`, closed: `'closed'` };

export async function conversationList(q: Db, f: ConversationListFilter): Promise<Paged<ConversationSummary>> {
  // One organisation (the usual case) compares with =, so each sort's index also yields the order.
  const single = f.orgIds.length === 1;
  const params: SqlParam[] = [single ? f.orgIds[0] : f.orgIds];
  const add = (v: SqlParam) => {
    params.push(v);
    return `$${params.length}`;
  };
  const inOrgs = (alias: string) => (single ? `${alias}.org_id = $1::uuid` : `${alias}.org_id = any($1::uuid[])`);
  // The status is written into the text, not passed: a prepared page's one plan can then use the
  // active list's partial indexes (migration 062), which a parameter cannot prove it may.
  const where = [inOrgs('c'), `c.status = ${STATUS_SQL[f.status]}`];
  if (f.type) where.push(`c.type = ${add(f.type)}`);
  if (f.needsResponse !== undefined) where.push(f.needsResponse ? 'c.needs_response' : 'not c.needs_response');
  if (f.patientId) where.push(`c.patient_id = ${add(f.patientId)}::uuid`);
  const search = f.searchValue?.trim();
  // A search starts from its patients when they are few (their conversations then come from
  // conversations_patient_keys_idx); otherwise it is tested on the list as the list is walked in
  // order, where a common term meets its matches at once.
  const namesOnly = !!search && onConversationNames(nameSearchPredicate(search, () => '$0', '', 'or')) !== null;
  // A cursor's page starts at the cursor: only a page without one skips rows.
  const offset = f.after || f.before ? 0 : f.skip;
  const orgs = { param: params[0], condition: inOrgs('p') };
  const { few, matches } = search ? await matchingPatients(q, search, f.orgIds, orgs, namesOnly ? { skip: offset, take: f.take } : null) : { few: null, matches: 0 };
  // A walked search may be counted through its patients: their conversations by patient id
  // (conversations_patient_keys_idx, the ids gathered inside the statement) rather than every
  // conversation of the list tested against the search. Chosen only when a count runs.
  const list = { fromWhere: `from conversations c where ${where.join(' and ')}`, params: [...params] };
  const countFrom = search && !few
    ? async () => {
        if (!(await countThroughPatients(q, search, matches, list, orgs))) return undefined;
        const counting = [...list.params];
        const patientsSql = searchPatientsSql(search, (v) => `$${counting.push(v)}`, orgs.condition);
        return { fromWhere: `${list.fromWhere} and c.patient_id = any(array(select u.id from (${patientsSql}) u))`, params: counting };
      }
    : undefined;
  let readsPatients = false;
  if (few) where.push(`c.patient_id = any(${add(few)}::uuid[])`);
  else if (search) {
    const condition = nameSearchPredicate(search, add, inOrgs('p'), 'or');
    const onNames = onConversationNames(condition);
    readsPatients = !onNames;
    where.push(onNames ?? condition);
  }
  const filterParams = params.length;
  const filter = where.join(' and ');
  const join = 'from conversations c join patients p on p.id = c.patient_id';

  const keyset = f.sortKey === 'patient_name' ? null : KEYSETS[f.sortKey];
  const orderName = `conversations:${f.sortKey}:${f.sortDirection}`;
  if ((f.after || f.before) && !keyset) throw new BadCursor();
  const cursor = keyset ? cursorOf(orderName, keyset, f) : null;

  let order: string;
  let bounded = filter;
  if (keyset) {
    const page = keysetPage(keyset, f.sortDirection, cursor, add);
    order = page.orderBy;
    if (page.predicate) bounded += ` and ${page.predicate}`;
  } else {
    const dir = f.sortDirection === 'ASC' ? 'asc' : 'desc';
    order = `c.search_last ${dir}, c.id ${dir}`;
  }
  // The page's ids first (index-only where the indexes allow: a search then reads thousands of
  // candidate conversations from conversations_patient_keys_idx, not the table), then its rows and
  // sort keys by id; both prepared unless searched or skipped (see page-rows.ts).
  const read = (async () => {
    const idsSql = `select c.id::text as id ${readsPatients ? join : 'from conversations c'}
      where ${bounded} order by ${order} limit ${f.take + 1} offset ${offset}`;
    const { rows: page } = await q.query<{ id: string }>(idsSql, params, {
      prepare: !search && !offset ? statementName('conversations', idsSql) : undefined,
    });
    const rows = await rowsInOrder<SummaryShape & Record<string, string>>(q, page.map((r) => r.id), {
      sql: `select ${SUMMARY_COLUMNS}${keyset ? `, ${keySelect(keyset)}` : ''}
              from conversations c where c.org_id = any($1::uuid[]) and c.id = any($2::uuid[])`,
      params: [f.orgIds, page.map((r) => r.id)],
      prepare: `conversation_rows_${f.sortKey}`,
    });
    return keysetPageOf(rows, { take: f.take, skip: f.skip, cursor }, (r) => (keyset ? rowCursor(orderName, keyset, r) : undefined));
  })();

  // The total is asked for while the page is read (a search's count then runs beside it); the
  // count needs the patients only for a search.
  const [{ rows: pageRows, next, prev }, total] = await Promise.all([
    read,
    listTotal(q, {
      fromWhere: `${readsPatients ? join : 'from conversations c'} where ${filter}`,
      params: params.slice(0, filterParams),
      searched: !!search,
      countFrom,
      page: cursor ? undefined : read.then((p) => ({ skip: f.skip, take: f.take, returned: p.rows.length })),
    }),
  ]);
  return {
    totalRecords: total.totalRecords,
    ...(total.totalIsEstimate ? { totalIsEstimate: true } : {}),
    results: pageRows.map(toSummary),
    ...(next ? { next } : {}),
    ...(prev ? { prev } : {}),
  };
}

export const MESSAGE_COLUMNS = `m.seq, m.id::text as id, m.client_id, m.conversation_id::text as conversation_id,
  m.patient_id::text as patient_id, m.body, m.direction, m.channel, m.status, m.created_at, m.sender_id::text as sender_id,
  case when pr.id is null then null else concat_ws(' ', pr.title, pr.first_name, pr.last_name) end as sender_name,
  m.urgency, m.subject, ${isoColumn('m.read_at')} as read_at`;
/** The sender's name for MESSAGE_COLUMNS, whatever `m` is: the table, or a statement's written row. */
export const SENDER_JOIN = 'left join professionals pr on pr.id = m.sender_id';
export const MESSAGE_FROM = `from messages m ${SENDER_JOIN}`;

export interface MessageShape {
  seq: number | string;
  id: string;
  client_id: string | null;
  conversation_id: string;
  patient_id: string;
  body: string;
  direction: 'inbound' | 'outbound';
  channel: Channel;
  status: MessageStatus;
  created_at: unknown;
  sender_id: string | null;
  sender_name: string | null;
  urgency: Urgency;
  subject: string | null;
  read_at: string | null;
}

export function toMessage(r: MessageShape): Message {
  return {
    id: r.id,
    clientId: r.client_id,
    conversationId: r.conversation_id,
    patientId: r.patient_id,
    body: r.body,
    direction: r.direction,
    channel: r.channel,
    status: r.status,
    sentAt: iso(r.created_at),
    senderId: r.sender_id,
    senderName: r.sender_name,
    urgency: r.urgency,
    subject: r.subject,
    seq: Number(r.seq),
    readAt: r.read_at,
  };
}

/**
 * A statement that writes one message (`insert … ` or `update … `) and answers it as the API shows
 * it, so a write needs no second read. `also`: more writes of the same statement (`name as (…)`),
 * which may read the written row as `m`.
 */
export const writtenMessageSql = (write: string, also: string[] = [], before: string[] = []) =>
  // The written row is the CTE's: the statement's own table scan could not see it yet.
  `with ${[...before, `m as (${write} returning *)`, ...also].join(', ')} select ${MESSAGE_COLUMNS} from m ${SENDER_JOIN}`;

/** Sets a stored message's delivery status; answers the message. */
export async function setMessageStatus(q: Queryable, id: string, status: MessageStatus): Promise<Message> {
  const { rows } = await q.query<MessageShape>(writtenMessageSql('update messages set status = $2 where id = $1'), [id, status]);
  return toMessage(rows[0]);
}

export interface MessageListFilter {
  orgIds: string[];
  conversationId?: string;
  patientId?: string;
  searchValue?: string;
  skip: number;
  take: number;
  /** Catch-up: every message with a larger seq, oldest first. */
  after?: number;
}

export async function messageList(q: Queryable, f: MessageListFilter): Promise<Paged<Message>> {
  const params: SqlParam[] = [f.orgIds];
  const add = (v: SqlParam) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = ['m.org_id = any($1::uuid[])'];
  if (f.conversationId) where.push(`m.conversation_id = ${add(f.conversationId)}::uuid`);
  if (f.patientId) where.push(`m.patient_id = ${add(f.patientId)}::uuid`);
  if (f.searchValue?.trim()) where.push(`m.body ilike ${add(`%${f.searchValue.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  const count = await q.query<{ n: number }>(`select count(*)::int as n from messages m where ${where.join(' and ')}`, params);
  if (f.after !== undefined) {
    const { rows } = await q.query<MessageShape>(
      `select ${MESSAGE_COLUMNS} ${MESSAGE_FROM} where ${where.join(' and ')} and m.seq > ${add(f.after)} order by m.seq asc limit ${CATCH_UP_BATCH}`,
      params,
    );
    return { totalRecords: Number(count.rows[0].n), results: rows.map(toMessage) };
  }
  const { rows } = await q.query<MessageShape>(
    `select ${MESSAGE_COLUMNS} ${MESSAGE_FROM} where ${where.join(' and ')} order by m.seq desc limit ${f.take} offset ${f.skip}`,
    params,
  );
  return { totalRecords: Number(count.rows[0].n), results: rows.map(toMessage) };
}

/** The patient's active conversation, if any. */
export async function activeConversationOf(q: Queryable, patientId: string): Promise<ConversationRecord | null> {
  const { rows } = await q.query<{ id: string; org_id: string; status: ConversationStatus; automated: boolean }>(
    `select id::text as id, org_id::text as org_id, status, automated from conversations where patient_id = $1 and status = 'active'`,
    [patientId],
  );
  const r = rows[0];
  return r ? { id: r.id, orgId: r.org_id, patientId, status: r.status, automated: r.automated } : null;
}


/** Hands an automated conversation to the care team: the automation stops, the conversation stays open. */
export async function stopAutomation(q: Queryable, id: string): Promise<void> {
  await q.query(`update conversations set automated = false, ended_at = now(), updated_at = now() where id = $1`, [id]);
}

/** Closes the conversation; nothing of the patient waits for an answer any more. */
export async function closeConversation(q: Queryable, id: string, patientId: string): Promise<void> {
  await q.query(`update conversations set status = 'closed', automated = false, needs_response = false, closed_at = now(), updated_at = now() where id = $1`, [id]);
  await q.query(`update patients set needs_response = false where id = $1`, [patientId]);
}

/** An outbound text of the organisation (what a retry sends again), or null. */
export async function outboundText(
  q: Queryable,
  orgId: string,
  id: string,
): Promise<{ patient_id: string; conversation_id: string; body: string; status: MessageStatus } | null> {
  const { rows } = await q.query<{ patient_id: string; conversation_id: string; body: string; status: MessageStatus }>(
    `select patient_id::text as patient_id, conversation_id::text as conversation_id, body, status from messages
        where id = $1 and org_id = $2 and direction = 'outbound' and channel = 'sms'`,
    [id, orgId],
  );
  return rows[0] ?? null;
}

/** What decides whether a patient may be written to on each channel (send.ts's refusalFor). */
export interface ReachablePatient {
  id: string;
  smsPhoneNumber: string | null;
  doNotDisturb: boolean;
  optedOut: boolean;
  smsEnabled: boolean;
  chatOpen: boolean;
}

export interface SendTarget {
  /** The message already sent under the send's client id (its id: a retry answers it). */
  earlierId: string | null;
  /** The patient, when in the organisation. */
  patient: ReachablePatient | null;
  /** The conversation named, when it is in the organisation; `automated` while its automation runs. */
  conversation: { id: string; patientId: string; status: ConversationStatus; automated: boolean } | null;
}

/**
 * Everything a professional's send checks before it writes, in one round trip (the busiest write
 * path): an earlier send under the same client id, the patient with their consent, the conversation.
 */
export async function sendTarget(q: Queryable, t: { orgId: string; patientId: string; conversationId: string | null; senderId: string; clientId: string }): Promise<SendTarget> {
  const { rows } = await q.query<{
    earlier_id: string | null;
    id: string | null;
    sms_phone: string | null;
    do_not_disturb: boolean;
    enrollment_status: string;
    sms_enabled: boolean;
    chat_open: boolean;
    conversation_id: string | null;
    conversation_patient_id: string;
    conversation_status: ConversationStatus;
    automated: boolean;
  }>(
    `select (select e.id::text from messages e where e.sender_id = $4 and e.client_id = $5) as earlier_id,
            p.id::text as id, p.sms_phone, p.do_not_disturb, p.enrollment_status, p.sms_enabled, ${CHAT_OPEN_SQL} as chat_open,
            c.id::text as conversation_id, c.patient_id::text as conversation_patient_id, c.status as conversation_status, c.automated
       from (select) one
       left join patients p on p.id = $1 and p.org_id = $2
       left join conversations c on c.id = $3 and c.org_id = $2`,
    [isUuid(t.patientId) ? t.patientId : null, t.orgId, t.conversationId && isUuid(t.conversationId) ? t.conversationId : null, t.senderId, t.clientId],
    { prepare: 'send-target' },
  );
  const r = rows[0];
  return {
    earlierId: r.earlier_id,
    patient: r.id
      ? { id: r.id, smsPhoneNumber: r.sms_phone, doNotDisturb: r.do_not_disturb, optedOut: r.enrollment_status === 'opted_out', smsEnabled: r.sms_enabled, chatOpen: r.chat_open }
      : null,
    conversation: r.conversation_id
      ? { id: r.conversation_id, patientId: r.conversation_patient_id, status: r.conversation_status, automated: automationRuns(r.conversation_status, r.automated) }
      : null,
  };
}
