/**
 * Where a message stands: the SMS provider's reports on a text (found by the id the provider gave
 * it, each signed report read once, a status only ever moving forward: the kernel's
 * MESSAGE_STATUS_RANK) and the patient reading the care team's secure-chat messages. A text that
 * did not reach the phone raises its conversation (it needs the care team again, to retry).
 */
import { MESSAGE_STATUS_RANK, notDelivered, type Message, type MessageStatus, type MessageStatusEvent } from '@hearth/shared-kernel/domain';
import type { Db, Queryable } from '../../platform/db/types';
import type { LiveFanout } from '../../platform/live/fanout';
import { orgSub } from '../../platform/live/subscriptions';
import { MESSAGE_COLUMNS, SENDER_JOIN, toMessage, writtenMessageSql, type MessageShape } from './queries';

const RANKS = Object.entries(MESSAGE_STATUS_RANK);
const rankParams = (): [string[], number[]] => [RANKS.map(([s]) => s), RANKS.map(([, r]) => r)];

export type ReportOutcome =
  | { kind: 'unknown' }
  | { kind: 'replayed' }
  /** Applied, or kept as it was (a late report of an earlier step): the message as it stands. */
  | { kind: 'read'; message: Message & { orgId: string }; moved: boolean };

export async function applyProviderReport(db: Db, report: { providerId: string; status: MessageStatus; signature: string }): Promise<ReportOutcome> {
  const [statuses, ranks] = rankParams();
  // One statement, no transaction: a provider posts two or three reports per text, so each round
  // trip counts. The signature is recorded only for a known text; the update takes the row lock, and
  // a concurrent report's update re-checks the rank on the row it committed (never moves back).
  const { rows } = await db.query<MessageShape & { org: string | null; fresh: boolean; moved: boolean }>(
    `with f as (select id, org_id from messages where provider_id = $1),
          r as (insert into sms_status_reports (signature) select $7 where exists (select from f) on conflict do nothing returning 1),
          m as (update messages m set status = $2 where m.id = (select id from f) and exists (select from r)
                  and (select x.r from unnest($3::text[], $4::int[]) as x(s, r) where x.s = m.status) < $5 returning m.*),
          -- Not delivered: the conversation needs the care team again (the list raises it).
          c as (update conversations set needs_response = true, updated_at = now() where id = (select conversation_id from m) and $6),
          shown as (select * from m union all select * from messages where id = (select id from f) and not exists (select from m))
     select (select org_id::text from f) as org, exists (select from r) as fresh, exists (select from m) as moved, ${MESSAGE_COLUMNS}
       from (select 1) one left join shown m on true ${SENDER_JOIN}`,
    [report.providerId, report.status, statuses, ranks, MESSAGE_STATUS_RANK[report.status], notDelivered(report.status), report.signature],
    { prepare: 'provider-report' },
  );
  const row = rows[0];
  if (!row.org) return { kind: 'unknown' };
  if (!row.fresh) return { kind: 'replayed' };
  return { kind: 'read', message: { ...toMessage(row), orgId: row.org }, moved: row.moved };
}

/** The text went to the provider again (a retry) or first: its id for the reports, and 'sent'. */
export async function recordProviderSend(q: Queryable, messageId: string, providerId: string): Promise<Message> {
  const { rows } = await q.query<MessageShape>(writtenMessageSql(`update messages set provider_id = $2, status = 'sent' where id = $1`), [messageId, providerId]);
  return toMessage(rows[0]);
}

/** The patient had the care team's secure-chat messages up to `upToSeq` on screen: read now (each once). */
export async function markReadByPatient(q: Queryable, who: { patientId: string; orgId: string }, upToSeq: number): Promise<Message[]> {
  const { rows } = await q.query<MessageShape>(
    writtenMessageSql(
      `update messages set read_at = now()
        where patient_id = $1 and org_id = $2 and direction = 'outbound' and channel = 'chat' and read_at is null and seq <= $3`,
    ),
    [who.patientId, who.orgId, upToSeq],
  );
  return rows.map(toMessage);
}

export async function publishStatus(live: Pick<LiveFanout, 'publish'>, orgId: string, message: Message): Promise<void> {
  const event: MessageStatusEvent = {
    conversationId: message.conversationId,
    patientId: message.patientId,
    messageId: message.id,
    status: message.status,
    readAt: message.readAt,
  };
  await live.publish(orgSub(orgId), 'message_status', event);
}
