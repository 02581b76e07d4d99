/**
 * Who is told about an event, and how. The one place that decides it: the union of
 * - the patient's care team (members still in the organisation, not disabled), unless their own
 *   notification settings (SPEC §3 "events") in that organisation say otherwise: then only when
 *   events are on and the event is in their preset;
 * - anyone in the organisation whose own settings ask for the event (on, and in their preset);
 * - the practice's notification assignments for the event's type (or all events): the practice's
 *   decision (the on-call nurse), so it holds whatever the member's own settings say.
 * Each recipient once, on the channel their settings name (e-mail until they save settings; a text
 * only to a member with a number).
 */
import { EVENT_PRESETS, type AdtEventType, type EventType } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../../platform/db/types';

export interface Recipient {
  professionalId: string;
  channels: ('sms' | 'email')[];
}

interface Candidate {
  id: string;
  sms_phone: string | null;
  active: boolean | null;
  channel: 'sms' | 'email' | null;
  preset: string | null;
  on_team: boolean;
  assigned: boolean;
}

export async function eventRecipients(
  q: Queryable,
  event: { orgId: string; patientId: string | null; type: AdtEventType },
): Promise<Recipient[]> {
  if (!event.patientId) return [];
  const assignedTypes: EventType[] = [event.type, 'ALL_EVENTS'];
  const { rows } = await q.query<Candidate>(
    `select * from (
       select p.id::text as id, p.sms_phone, s.events_active as active, s.events_channel as channel, s.events_preset as preset,
              exists (select 1 from care_team_members c where c.patient_id = $1 and c.professional_id = p.id) as on_team,
              exists (select 1 from practice_assignments a
                       where a.org_id = $2 and a.kind = 'events' and a.professional_id = p.id and a.type = any($3::text[])) as assigned
         from professionals p
         join professional_org_roles r on r.professional_id = p.id and r.org_id = $2
         left join notification_settings s on s.professional_id = p.id and s.org_id = $2
        where not p.disabled
     ) m
     where on_team or assigned or active
     order by id`,
    [event.patientId, event.orgId, assignedTypes],
  );
  const inPreset = (preset: string | null) => {
    const types = preset ? EVENT_PRESETS[preset] : undefined;
    return !types || types.includes('ALL_EVENTS') || (types as readonly string[]).includes(event.type);
  };
  return rows.flatMap((r): Recipient[] => {
    // One alert each, by the channel the settings name (e-mail until a member saves settings).
    const alert: Recipient[] = [{ professionalId: r.id, channels: [r.channel === 'sms' && r.sms_phone ? 'sms' : 'email'] }];
    if (r.assigned || (r.on_team && r.active === null)) return alert;
    return r.active && inPreset(r.preset) ? alert : [];
  });
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
