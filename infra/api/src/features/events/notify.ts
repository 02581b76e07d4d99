/**
 * Sends the notifications written with each event: claimed in batches with FOR UPDATE SKIP LOCKED
 * (so two API instances never take the same one), then texted or e-mailed and marked. A claim
 * older than five minutes (an instance that died mid-send) is taken again; a sweep every half
 * minute finds what a restart left. Texts and e-mails name the event type, never the patient.
 */
import { ADT_EVENT_TYPE_LABELS, type AdtEventType } from '@hearth/shared-kernel/domain';
import type { Db } from '../../platform/db/types';
import type { EmailProvider } from '../../channels/email/provider';
import type { SmsProvider } from '../../channels/sms/provider';

export interface NotifierDeps {
  db: Db;
  sms: SmsProvider;
  email: EmailProvider;
  portalUrl: string;
  log: { warn(obj: object, msg: string): void };
  sweepMs?: number;
}

export interface Notifier {
  /** Sends what is pending now (folded while a run is under way); resolves when done. */
  kick(): Promise<void>;
  stop(): void;
}

interface Claimed {
  id: string;
  channel: 'sms' | 'email';
  type: AdtEventType;
  org_name: string;
  email: string;
  sms_phone: string | null;
}

const BATCH = 50;

export function eventNotice(type: AdtEventType, orgName: string, portalUrl: string): { subject: string; text: string } {
  const label = ADT_EVENT_TYPE_LABELS[type];
  return {
    subject: `Hearth: ${label} for one of your patients`,
    text: `Hearth: ${label} for one of your patients at ${orgName}. See ${portalUrl}/professional/events`,
  };
}

export function createNotifier(deps: NotifierDeps): Notifier {
  const { db } = deps;
  let running: Promise<void> | null = null;
  let again = false;

  async function claim(): Promise<Claimed[]> {
    const { rows } = await db.query<Claimed>(
      `with due as (
         select id from adt_notifications
          where status = 'pending' or (status = 'sending' and claimed_at < now() - interval '5 minutes')
          order by id limit ${BATCH} for update skip locked)
       update adt_notifications n set status = 'sending', claimed_at = now()
         from due, adt_events e, organizations o, professionals p
        where n.id = due.id and e.id = n.event_id and o.id = e.org_id and p.id = n.professional_id
       returning n.id::text as id, n.channel, e.type, o.name as org_name, p.email, p.sms_phone`,
    );
    return rows;
  }

  async function sendOne(c: Claimed): Promise<boolean> {
    const notice = eventNotice(c.type, c.org_name, deps.portalUrl);
    if (c.channel === 'email') {
      await deps.email.send({ to: c.email, subject: notice.subject, text: notice.text });
      return true;
    }
    if (!c.sms_phone) return false;
    await deps.sms.send({ to: c.sms_phone, body: notice.text, purpose: 'event-notification' });
    return true;
  }

  async function run(): Promise<void> {
    for (;;) {
      const batch = await claim();
      if (!batch.length) return;
      for (const c of batch) {
        let sent = false;
        try {
          sent = await sendOne(c);
        } catch (error) {
          deps.log.warn({ err: { name: (error as Error).name } }, 'event notification not sent');
        }
        await db.query(`update adt_notifications set status = $2, sent_at = case when $2 = 'sent' then now() end where id = $1`, [c.id, sent ? 'sent' : 'failed']);
      }
    }
  }

  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await run().catch((error: Error) => deps.log.warn({ err: { name: error.name } }, 'event notifications stopped'));
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const sweep = setInterval(() => void kick(), deps.sweepMs ?? 30_000);
  sweep.unref();
  return {
    kick,
    stop: () => clearInterval(sweep),
  };
}
