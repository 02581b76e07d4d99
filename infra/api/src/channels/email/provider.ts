/**
 * E-mail goes through a provider interface. The only provider is the local outbox
 * (HEARTH_SIMULATORS=1): messages are stored in outbox_emails and shown at GET /outbox, so a
 * person can read them in the demo. Without it no e-mail provider is configured: an e-mail is
 * dropped with a warning (never its address or text), and the caller answers as if it went.
 */
import type { OutboxEmail } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../../platform/db/types';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailProvider {
  send(message: EmailMessage): Promise<void>;
}

export function outboxEmailProvider(q: Queryable): EmailProvider {
  return {
    async send({ to, subject, text }) {
      await q.query('insert into outbox_emails (to_address, subject, body_text) values ($1, $2, $3)', [to, subject, text], { prepare: 'outbox-email' });
    },
  };
}

export function noEmailProvider(log: { warn(message: string): void }): EmailProvider {
  return {
    async send() {
      log.warn('An e-mail was not sent: no e-mail provider is configured.');
    },
  };
}

export type { OutboxEmail };

export async function outboxEmails(q: Queryable, limit = 100): Promise<OutboxEmail[]> {
  const { rows } = await q.query<{ id: string; to_address: string; subject: string; body_text: string; sent_at: string }>(
    `select id::text as id, to_address, subject, body_text,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as sent_at
       from outbox_emails order by id desc limit $1`,
    [limit],
  );
  return rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.body_text, sentAt: r.sent_at }));
}
