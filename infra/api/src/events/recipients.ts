/**
 * Who is told about an event, and how. The one place that decides it: today the patient's care
 * team (members still in the organisation, not disabled), each by e-mail and, with a number, by
 * text. Per-user notification settings (SPEC §3 "events") replace this function's query.
 */
import type { AdtEventType } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../db/types';

export interface Recipient {
  professionalId: string;
  channels: ('sms' | 'email')[];
}

export async function eventRecipients(
  q: Queryable,
  event: { orgId: string; patientId: string | null; type: AdtEventType },
): Promise<Recipient[]> {
  if (!event.patientId) return [];
  const { rows } = await q.query<{ id: string; sms_phone: string | null }>(
    `select p.id::text as id, p.sms_phone
       from care_team_members c
       join professionals p on p.id = c.professional_id and not p.disabled
       join professional_org_roles r on r.professional_id = p.id and r.org_id = $2
      where c.patient_id = $1
      order by p.id`,
    [event.patientId, event.orgId],
  );
  return rows.map((r) => ({ professionalId: r.id, channels: r.sms_phone ? ['sms', 'email'] : ['email'] }));
}

/** Writes an event's notifications, to be sent after the transaction commits (notify.ts). */
export async function queueNotifications(
  q: Queryable,
  event: { id: string; orgId: string; patientId: string | null; type: AdtEventType },
): Promise<number> {
  const sends = (await eventRecipients(q, event)).flatMap((r) => r.channels.map((channel) => ({ professionalId: r.professionalId, channel })));
  if (!sends.length) return 0;
  // One statement for all of them: the intake's time is the hospital's wait for its ACK.
  await q.query(
    `insert into adt_notifications (event_id, professional_id, channel)
     select $1, p::uuid, c from unnest($2::text[], $3::text[]) as t (p, c) on conflict do nothing`,
    [event.id, sends.map((x) => x.professionalId), sends.map((x) => x.channel)],
  );
  return sends.length;
}
