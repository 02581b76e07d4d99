/**
 * The broadcast sending job: claims a batch of pending recipients (FOR UPDATE SKIP LOCKED), texts
 * them and marks them in the same transaction (see jobs/texter.ts), at the configured rate, and
 * publishes the progress on the organisation's live sub. A job taken over after a restart or a
 * killed instance carries on with the recipients still pending: nobody is texted twice.
 */
import { BROADCAST_CONSENT_PROGRAM_STATUSES, broadcastSkipReason, type BroadcastProgress, type EnrollmentStatus } from '@hearth/shared-kernel/domain';
import type { Db } from '../../platform/db/types';
import type { JobHandler } from '../../platform/jobs/runner';
import type { Texter } from '../../channels/sms/texter';
import type { LiveOutlet } from '../../platform/live/fanout';
import { orgSub } from '../../platform/live/subscriptions';
import { SmsRefusedError } from '../../channels/sms/provider';
import { broadcastProgress } from './queries';

export interface BroadcastSendDeps {
  db: Db;
  texter: Texter;
  live: Pick<LiveOutlet, 'publish'>;
  /** Texts per second (the SMS provider's rate); 0 sends as fast as the provider takes them. */
  ratePerSecond: number;
}

const PUBLISH_EVERY_MS = 250;

/** HEARTH_BROADCAST_RATE: texts per second, default 20; 0 is unthrottled. */
export function broadcastRateFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.HEARTH_BROADCAST_RATE ?? 20);
  return Number.isFinite(value) && value >= 0 ? value : 20;
}

async function sendBatch(deps: BroadcastSendDeps, broadcastId: string, orgId: string, size: number): Promise<number> {
  return deps.db.tx(async (q) => {
    const { rows } = await q.query<{ patient_id: string; sms_phone: string | null; enrollment_status: EnrollmentStatus; do_not_disturb: boolean; agreed: boolean; body: string }>(
      `select r.patient_id::text as patient_id, p.sms_phone, p.enrollment_status, p.do_not_disturb,
              case when p.preferred_language = 'es' and b.body_es is not null then b.body_es else b.body end as body,
              exists (select 1 from patient_programs pp where pp.patient_id = p.id and pp.status = any($2::text[])) as agreed
         from broadcast_recipients r join patients p on p.id = r.patient_id join broadcasts b on b.id = r.broadcast_id
        where r.broadcast_id = $1 and r.status = 'pending'
        order by r.patient_id limit ${size}
        for update of r skip locked`,
      [broadcastId, [...BROADCAST_CONSENT_PROGRAM_STATUSES]],
    );
    if (!rows.length) return 0;
    const sms = deps.texter(q);
    const ids: string[] = [];
    const statuses: string[] = [];
    const reasons: string[] = [];
    for (const r of rows) {
      let status = 'sent';
      // Consent withdrawn (a Stop, Do Not Disturb, an unenrollment) since the broadcast was queued: skipped, not texted.
      let reason: string =
        broadcastSkipReason({ enrollmentStatus: r.enrollment_status, agreedToProgram: r.agreed, doNotDisturb: r.do_not_disturb, hasTextNumber: r.sms_phone !== null }) ?? '';
      if (reason) {
        status = 'skipped';
      } else {
        try {
          await sms.send({ to: r.sms_phone!, body: r.body, orgId, patientId: r.patient_id, purpose: `broadcast:${broadcastId}:${r.patient_id}` });
        } catch (error) {
          if (!(error instanceof SmsRefusedError)) throw error;
          status = 'failed';
          reason = error.message;
        }
      }
      ids.push(r.patient_id);
      statuses.push(status);
      reasons.push(reason);
    }
    await q.query(
      `update broadcast_recipients r set status = x.status, reason = nullif(x.reason, ''), sent_at = case when x.status = 'sent' then now() end
         from unnest($2::uuid[], $3::text[], $4::text[]) as x(pid, status, reason)
        where r.broadcast_id = $1 and r.patient_id = x.pid`,
      [broadcastId, ids, statuses, reasons],
    );
    const n = (s: string) => statuses.filter((x) => x === s).length;
    await q.query(`update broadcasts set status = 'sending', sent = sent + $2, failed = failed + $3, skipped = skipped + $4 where id = $1`, [
      broadcastId,
      n('sent'),
      n('failed'),
      n('skipped'),
    ]);
    return rows.length;
  });
}

export function broadcastSendHandler(deps: BroadcastSendDeps): JobHandler {
  return async ({ job, active }) => {
    const { broadcastId, orgId } = job.payload as { broadcastId: string; orgId: string };
    const rate = deps.ratePerSecond;
    // A second's worth per batch when throttled; unthrottled, batches big enough to amortise a transaction.
    const size = rate > 0 ? Math.max(1, Math.min(200, Math.round(rate))) : 200;
    let lastPublished = 0;
    const publish = async (progress: BroadcastProgress | null) => {
      if (!progress) return;
      lastPublished = Date.now();
      await deps.live.publish(orgSub(orgId), 'broadcast', progress).catch(() => undefined);
    };
    await publish(await broadcastProgress(deps.db, orgId, broadcastId));
    while (active()) {
      const started = Date.now();
      const n = await sendBatch(deps, broadcastId, orgId, size);
      if (n === 0) break;
      if (Date.now() - lastPublished >= PUBLISH_EVERY_MS) await publish(await broadcastProgress(deps.db, orgId, broadcastId));
      if (rate > 0) {
        const wait = (n / rate) * 1000 - (Date.now() - started);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
    if (!active()) return 'interrupted';
    await deps.db.query(
      `update broadcasts set status = 'done', finished_at = coalesce(finished_at, now())
        where id = $1 and not exists (select 1 from broadcast_recipients where broadcast_id = $1 and status = 'pending')`,
      [broadcastId],
    );
    await publish(await broadcastProgress(deps.db, orgId, broadcastId));
  };
}
