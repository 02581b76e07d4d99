/** A professional's own settings: profile, notification settings, care teams. */
import {
  EVENT_PRESETS,
  SHOW_PRESET_LIMIT,
  type NotificationSettings,
  type NotificationSettingsInput,
  type ProfessionalSettings,
  type ProfileInput,
  type UserCareTeam,
} from '@hearth/shared-kernel/domain';
import type { Queryable } from '../../platform/db/types';

export async function professionalSettings(q: Queryable, id: string): Promise<ProfessionalSettings | null> {
  const { rows } = await q.query<{
    id: string;
    title: string | null;
    first_name: string;
    last_name: string;
    suffix: string | null;
    username: string;
    email: string;
    eula: boolean;
    sms_phone: string | null;
  }>('select id::text as id, title, first_name, last_name, suffix, username, email, eula, sms_phone from professionals where id = $1', [id]);
  const r = rows[0];
  if (!r) return null;
  return { id: r.id, title: r.title, firstName: r.first_name, lastName: r.last_name, suffix: r.suffix, userName: r.username, email: r.email, eula: r.eula, mobilePhone: r.sms_phone };
}

export async function saveProfile(q: Queryable, id: string, p: ProfileInput): Promise<void> {
  await q.query('update professionals set title = $2, first_name = $3, last_name = $4, suffix = $5, sms_phone = $6 where id = $1', [
    id, p.title, p.firstName, p.lastName, p.suffix, p.mobilePhone,
  ]);
}

interface SettingsRow {
  conversations_active: boolean;
  conversations_channel: 'email' | 'sms';
  tasks_active: boolean;
  tasks_channel: 'email' | 'sms';
  events_active: boolean;
  events_channel: 'email' | 'sms';
  events_preset: string | null;
}

const DEFAULTS: SettingsRow = {
  conversations_active: true,
  conversations_channel: 'email',
  tasks_active: true,
  tasks_channel: 'email',
  events_active: false,
  events_channel: 'email',
  events_preset: null,
};

/** The settings in one organisation (the defaults until saved); allOrgs when every organisation has the same. */
export async function notificationSettings(q: Queryable, professionalId: string, orgId: string, orgIds: string[]): Promise<NotificationSettings> {
  const { rows } = await q.query<SettingsRow & { org_id: string }>(
    `select org_id::text as org_id, conversations_active, conversations_channel, tasks_active, tasks_channel, events_active, events_channel, events_preset
       from notification_settings where professional_id = $1`,
    [professionalId],
  );
  const of = (org: string) => rows.find((r) => r.org_id === org) ?? DEFAULTS;
  const r = of(orgId);
  const key = (s: SettingsRow) => JSON.stringify([s.conversations_active, s.conversations_channel, s.tasks_active, s.tasks_channel, s.events_active, s.events_channel, s.events_preset]);
  return {
    orgId,
    // All organisations: saved in each, alike (defaults alone say nothing was chosen).
    allOrgs: orgIds.length > 1 && orgIds.every((o) => rows.some((x) => x.org_id === o) && key(of(o)) === key(r)),
    conversations: { active: r.conversations_active, channel: r.conversations_channel },
    tasks: { active: r.tasks_active, channel: r.tasks_channel },
    events: { active: r.events_active, channel: r.events_channel, presetName: r.events_preset },
    showPresetLimit: SHOW_PRESET_LIMIT,
    availablePresets: Object.keys(EVENT_PRESETS),
  };
}

export async function saveNotificationSettings(q: Queryable, professionalId: string, orgIds: string[], s: NotificationSettingsInput): Promise<void> {
  for (const orgId of orgIds) {
    await q.query(
      `insert into notification_settings (professional_id, org_id, conversations_active, conversations_channel, tasks_active, tasks_channel,
         events_active, events_channel, events_preset)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (professional_id, org_id) do update set conversations_active = excluded.conversations_active,
         conversations_channel = excluded.conversations_channel, tasks_active = excluded.tasks_active, tasks_channel = excluded.tasks_channel,
         events_active = excluded.events_active, events_channel = excluded.events_channel, events_preset = excluded.events_preset`,
      [professionalId, orgId, s.conversations.active, s.conversations.channel, s.tasks.active, s.tasks.channel, s.events.active, s.events.channel, s.events.presetName ?? null],
    );
  }
}

/** Per organisation of the user: their role there and how many patients they are on the care team of. */
export async function careTeamsOf(q: Queryable, professionalId: string): Promise<UserCareTeam[]> {
  const { rows } = await q.query<{ org_id: string; name: string; role: string; patients: number }>(
    `select r.org_id::text as org_id, o.name, r.role,
            (select count(*)::int from care_team_members c join patients p on p.id = c.patient_id
              where c.professional_id = r.professional_id and p.org_id = r.org_id) as patients
       from professional_org_roles r join organizations o on o.id = r.org_id
      where r.professional_id = $1 order by lower(o.name)`,
    [professionalId],
  );
  return rows.map((r) => ({ orgId: r.org_id, orgName: r.name, role: r.role, patientsCount: Number(r.patients) }));
}

/** Whether the professional is a member of the organisation (an administrator reaches only its members). */
export async function isMemberOf(q: Queryable, professionalId: string, orgId: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from professional_org_roles where professional_id = $1 and org_id = $2', [professionalId, orgId]);
  return rows.length > 0;
}

/** The ids of the professional's organisations, in id order. */
export async function orgIdsOfProfessional(q: Queryable, professionalId: string): Promise<string[]> {
  const { rows } = await q.query<{ org_id: string }>('select org_id::text as org_id from professional_org_roles where professional_id = $1 order by org_id', [professionalId]);
  return rows.map((r) => r.org_id);
}

/** The professional's open sessions other than this one: those a password change ends. */
export async function otherOpenSessions(q: Queryable, professionalId: string, sessionId: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    'select id::text as id from auth_sessions where professional_id = $1 and revoked_at is null and id <> $2',
    [professionalId, sessionId],
  );
  return rows.map((r) => r.id);
}
