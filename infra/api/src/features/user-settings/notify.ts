/**
 * Who hears of a new task, conversation or event outside the portal: each professional named,
 * by the channel of their notification settings in that organisation (e-mail, or a text to their
 * mobile phone), unless they turned that kind off. The texts name no patient (no PHI leaves by
 * e-mail or SMS); they say where to look.
 */
import { normalizePhone } from '@hearth/shared-kernel/rules';
import type { Db } from '../../platform/db/types';
import type { EmailProvider } from '../../channels/email/provider';
import type { SmsProvider } from '../../channels/sms/provider';

type NotificationKind = 'conversations' | 'tasks' | 'events';

type Notice = {
  orgId: string;
  kind: NotificationKind;
  /** One line, no PHI. */
  text: string;
} & (
  | { professionalIds: string[] }
  /** The patient's care team (read with the settings: one statement on every message a patient sends). */
  | { careTeamOf: string }
);

export interface UserNotifier {
  /** Answers how many professionals were notified, by channel. */
  notify(notice: Notice): Promise<{ email: number; sms: number }>;
}

export function createUserNotifier(deps: { db: Db; email: EmailProvider; sms: SmsProvider; log: { warn(o: object, m: string): void } }): UserNotifier {
  return {
    async notify(notice) {
      const { orgId, kind, text } = notice;
      const sent = { email: 0, sms: 0 };
      const byIds = 'professionalIds' in notice;
      if (byIds && !notice.professionalIds.length) return sent;
      const { rows } = await deps.db.query<{ id: string; email: string; sms_phone: string | null; active: boolean | null; channel: 'email' | 'sms' | null; org_name: string }>(
        `select p.id::text as id, p.email, p.sms_phone, o.name as org_name,
                case $3 when 'conversations' then s.conversations_active when 'tasks' then s.tasks_active else s.events_active end as active,
                case $3 when 'conversations' then s.conversations_channel when 'tasks' then s.tasks_channel else s.events_channel end as channel
           from professionals p
           join professional_org_roles r on r.professional_id = p.id and r.org_id = $2
           join organizations o on o.id = r.org_id
           left join notification_settings s on s.professional_id = p.id and s.org_id = $2
          where ${byIds ? 'p.id = any($1::uuid[])' : 'p.id in (select c.professional_id from care_team_members c where c.patient_id = $1)'} and not p.disabled`,
        [byIds ? notice.professionalIds : notice.careTeamOf, orgId, kind],
        { prepare: byIds ? 'notification-recipients' : 'notification-care-team' },
      );
      for (const r of rows) {
        // Defaults (nothing saved): conversations and tasks by e-mail, events off.
        const active = r.active ?? kind !== 'events';
        if (!active) continue;
        const message = `Hearth, ${r.org_name}: ${text}`;
        try {
          const phone = r.sms_phone ? normalizePhone(r.sms_phone) : null;
          if (r.channel === 'sms' && phone) {
            await deps.sms.send({ to: phone, body: message, orgId, purpose: 'professional-notification' });
            sent.sms += 1;
          } else {
            await deps.email.send({ to: r.email, subject: `Hearth: ${text}`, text: `${message}\n\nSign in to Hearth to see it.` });
            sent.email += 1;
          }
        } catch (error) {
          // A notice that cannot go out never undoes the task or message it is about.
          deps.log.warn({ kind, reason: String(error).slice(0, 120) }, 'notification not sent');
        }
      }
      return sent;
    },
  };
}
