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
import { MESSAGE_COLUMNS, MESSAGE_FROM, toMessage, writtenMessageSql, type MessageShape } from './queries';

const RANKS = Object.entries(MESSAGE_STATUS_RANK);
const rankParams = (): [string[], number[]] => [RANKS.map(([s]) => s), RANKS.map(([, r]) => r)];

export type ReportOutcome =
  | { kind: 'unknown' }
  | { kind: 'replayed' }
  /** Applied, or kept as it was (a late report of an earlier step): the message as it stands. */
  | { kind: 'read'; message: Message & { orgId: string }; moved: boolean };

export async function applyProviderReport(db: Db, report: { providerId: string; status: MessageStatus; signature: string }): Promise<ReportOutcome> {
  return db.tx(async (q) => {
    const found = await q.query<{ id: string; org_id: string }>(`select id::text as id, org_id::text as org_id from messages where provider_id = $1 for update`, [report.providerId]);
    const row = found.rows[0];
    if (!row) return { kind: 'unknown' };
    const fresh = await q.query(`insert into sms_status_reports (signature) values ($1) on conflict do nothing`, [report.signature]);
    if (fresh.rowCount === 0) return { kind: 'replayed' };
    const [statuses, ranks] = rankParams();
    const moved = await q.query<MessageShape>(
      writtenMessageSql(
        `update messages m set status = $2 where m.id = $1
            and (select x.r from unnest($3::text[], $4::int[]) as x(s, r) where x.s = m.status) < $5`,
        // Not delivered: the conversation needs the care team again (the list raises it).
        [`c as (update conversations set needs_response = true, updated_at = now() where id = (select conversation_id from m) and $6)`],
      ),
      [row.id, report.status, statuses, ranks, MESSAGE_STATUS_RANK[report.status], notDelivered(report.status)],
    );
    if (moved.rows[0]) return { kind: 'read', message: { ...toMessage(moved.rows[0]), orgId: row.org_id }, moved: true };
    const current = await q.query<MessageShape>(`select ${MESSAGE_COLUMNS} ${MESSAGE_FROM} where m.id = $1`, [row.id]);
    return { kind: 'read', message: { ...toMessage(current.rows[0]), orgId: row.org_id }, moved: false };
  });
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
