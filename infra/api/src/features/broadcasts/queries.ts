/** Broadcasts: queueing one with its recipients, its progress, and the organisation's history. */
import { randomUUID } from 'node:crypto';
import type { BroadcastAudience, BroadcastProgress, BroadcastStatus, BroadcastSummary, Paged } from '@hearth/shared-kernel/domain';
import type { Db, Queryable } from '../../platform/db/types';
import { iso, isoOrNull, likeInfix } from '../../platform/db/values';
import { enqueue } from '../../platform/jobs/queue';
import { audienceSql, skipRuleJoin } from './audience';
import { pagedList } from '../../platform/db/paged-list';

export const BROADCAST_SEND = 'broadcast.send';

/**
 * Writes the broadcast, one recipient row per matching patient (skipped ones already settled, their
 * reason a BroadcastSkipReason) and
 * its sending job, in one transaction: the job exists exactly when the broadcast does.
 */
export async function queueBroadcast(db: Db, input: { orgId: string; authorId: string; body: string; bodyEs?: string; audience: BroadcastAudience; now: Date }): Promise<string> {
  const id = randomUUID();
  await db.tx(async (q) => {
    await q.query(`insert into broadcasts (id, org_id, author_id, body, body_es, audience, audience_size) values ($1, $2, $3, $4, $5, $6::jsonb, 0)`, [
      id,
      input.orgId,
      input.authorId,
      input.body,
      input.bodyEs ?? null,
      JSON.stringify(input.audience),
    ]);
    const { where, params } = audienceSql(input.orgId, input.audience, [id]);
    const join = skipRuleJoin(params);
    await q.query(
      `insert into broadcast_recipients (broadcast_id, patient_id, status, reason)
       select $1, p.id, case when rule.reason is null then 'pending' else 'skipped' end, rule.reason
         from patients p ${join} where ${where}`,
      params,
    );
    await q.query(
      `update broadcasts b set audience_size = c.total, skipped = c.skipped
         from (select count(*)::int as total, count(*) filter (where status = 'skipped')::int as skipped from broadcast_recipients where broadcast_id = $1) c
        where b.id = $1`,
      [id],
    );
    await enqueue(q, { kind: BROADCAST_SEND, dedupeKey: `broadcast:${id}`, payload: { broadcastId: id, orgId: input.orgId }, runAt: input.now });
  });
  return id;
}

interface ProgressRow {
  id: string;
  status: BroadcastStatus;
  audience_size: number;
  sent: number;
  failed: number;
  skipped: number;
}
const toProgress = (r: ProgressRow): BroadcastProgress => ({
  id: r.id,
  status: r.status,
  audienceSize: Number(r.audience_size),
  sent: Number(r.sent),
  failed: Number(r.failed),
  skipped: Number(r.skipped),
  pending: Math.max(0, Number(r.audience_size) - Number(r.sent) - Number(r.failed) - Number(r.skipped)),
});

export async function broadcastProgress(q: Queryable, orgId: string, id: string): Promise<BroadcastProgress | null> {
  const { rows } = await q.query<ProgressRow>(
    `select id::text as id, status, audience_size, sent, failed, skipped from broadcasts where id = $1 and org_id = $2`,
    [id, orgId],
  );
  return rows[0] ? toProgress(rows[0]) : null;
}

const AUTHOR = `trim(coalesce(pr.title || ' ', '') || pr.first_name || ' ' || pr.last_name)`;

/** The organisation's broadcasts, newest first; a search matches the message or the author's name. */
export async function broadcastHistory(q: Db, orgId: string, page: { skip: number; take: number; search?: string }): Promise<Paged<BroadcastSummary>> {
  const { search, ...rows } = page;
  const matching = search ? ` and (b.body ilike $2 or ${AUTHOR} ilike $2)` : '';
  return pagedList(
    q,
    {
      columns: `b.id::text as id, b.status, b.audience_size, b.sent, b.failed, b.skipped, b.body, b.body_es, b.created_at, b.finished_at, ${AUTHOR} as author`,
      fromWhere: `from broadcasts b join professionals pr on pr.id = b.author_id where b.org_id = $1${matching}`,
      countFromWhere: search ? undefined : 'from broadcasts b where b.org_id = $1',
      orderBy: 'b.created_at desc, b.id',
      params: search ? [orgId, likeInfix(search)] : [orgId],
      ...rows,
    },
    (r: ProgressRow & { body: string; body_es: string | null; author: string; created_at: unknown; finished_at: unknown }): BroadcastSummary => ({
      ...toProgress(r),
      body: r.body,
      bodyEs: r.body_es,
      authorName: r.author,
      createdAt: iso(r.created_at),
      finishedAt: isoOrNull(r.finished_at),
      delivered: Number(r.sent),
    }),
  );
}
