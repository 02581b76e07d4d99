/** The practice administration tables: settings, assignments, and the users of a practice. */
import {
  EVENT_TYPES,
  TASK_TYPES,
  type Assignments,
  type Paged,
  type PracticeSettings,
  type PracticeSettingsInput,
  type PracticeSummary,
  type PracticeUser,
} from '@hearth/shared-kernel/domain';
import type { Db, Queryable } from '../../platform/db/types';
import { likeInfix, likePrefix } from '../../platform/db/values';
import { roleIdOf } from './roles';
import { pagedList } from '../../platform/db/paged-list';

/** The organisations where the caller holds MODIFY_ORGANIZATION, found by name. */
export async function practicesOf(q: Queryable, orgIds: string[], search?: string): Promise<PracticeSummary[]> {
  if (!orgIds.length) return [];
  const params: (string | readonly string[])[] = [orgIds];
  let filter = '';
  if (search?.trim()) {
    params.push(likeInfix(search.trim().toLowerCase()));
    filter = ' and lower(o.name) like $2';
  }
  const { rows } = await q.query<{ id: string; name: string; parent_name: string | null; users: number }>(
    `select o.id::text as id, o.name, p.name as parent_name,
            (select count(*)::int from professional_org_roles r where r.org_id = o.id) as users
       from organizations o left join organizations p on p.id = o.parent_id
      where o.id = any($1::uuid[])${filter}
      order by lower(o.name)`,
    params,
  );
  return rows.map((r) => ({ id: r.id, name: r.name, parentName: r.parent_name, usersCount: Number(r.users) }));
}

interface SettingsRow {
  time_zone: string;
  support_phone: string;
  task_notification_email: string;
  doctor_display_name: string;
  outreach_start: string;
  stop_responses: string;
  closing_time: string;
  outreach_frequency: PracticeSettings['outreachFrequency'];
  outreach_days: PracticeSettings['outreachDays'];
  outreach_phone: string;
}

/** A practice's settings; the defaults when none were saved yet. */
export async function practiceSettings(q: Queryable, orgId: string): Promise<PracticeSettings | null> {
  const { rows } = await q.query<SettingsRow & { name: string }>(
    `select o.name, s.time_zone, s.support_phone, s.task_notification_email, s.doctor_display_name, s.outreach_start,
            s.stop_responses, s.closing_time, s.outreach_frequency, s.outreach_days, s.outreach_phone
       from organizations o left join practice_settings s on s.org_id = o.id where o.id = $1`,
    [orgId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    orgId,
    orgName: r.name,
    timeZone: r.time_zone ?? 'America/New_York',
    supportPhone: r.support_phone ?? '',
    taskNotificationEmail: r.task_notification_email ?? '',
    doctorDisplayName: r.doctor_display_name ?? '',
    outreachStart: r.outreach_start ?? '09:00',
    stopResponses: r.stop_responses ?? '16:00',
    closingTime: r.closing_time ?? '17:00',
    outreachFrequency: r.outreach_frequency ?? 'daily',
    outreachDays: r.outreach_days ?? 'weekdays',
    outreachPhone: r.outreach_phone ?? '',
  };
}

export async function savePracticeSettings(q: Queryable, orgId: string, s: PracticeSettingsInput): Promise<void> {
  await q.query(
    `insert into practice_settings (org_id, time_zone, support_phone, task_notification_email, doctor_display_name, outreach_start,
       stop_responses, closing_time, outreach_frequency, outreach_days, outreach_phone, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now())
     on conflict (org_id) do update set time_zone = excluded.time_zone, support_phone = excluded.support_phone,
       task_notification_email = excluded.task_notification_email, doctor_display_name = excluded.doctor_display_name,
       outreach_start = excluded.outreach_start, stop_responses = excluded.stop_responses, closing_time = excluded.closing_time,
       outreach_frequency = excluded.outreach_frequency, outreach_days = excluded.outreach_days,
       outreach_phone = excluded.outreach_phone, updated_at = now()`,
    [orgId, s.timeZone, s.supportPhone, s.taskNotificationEmail, s.doctorDisplayName, s.outreachStart, s.stopResponses, s.closingTime, s.outreachFrequency, s.outreachDays, s.outreachPhone],
  );
}

/** The practice's members (system roles excluded) with the types each receives. */
export async function assignments(q: Queryable, orgId: string, kind: 'tasks' | 'events'): Promise<Assignments> {
  const { rows } = await q.query<{ id: string; title: string | null; first_name: string; last_name: string; role: string; types: string[] | null }>(
    `select pr.id::text as id, pr.title, pr.first_name, pr.last_name, r.role,
            array(select a.type from practice_assignments a
                   where a.org_id = r.org_id and a.professional_id = pr.id and a.kind = $2 order by a.type) as types
       from professional_org_roles r join professionals pr on pr.id = r.professional_id
      where r.org_id = $1 and pr.system_role is null and not pr.disabled
      order by lower(pr.last_name), lower(pr.first_name), pr.id`,
    [orgId, kind],
  );
  return {
    kind,
    types: kind === 'tasks' ? TASK_TYPES : EVENT_TYPES,
    rows: rows.map((r) => ({
      professionalId: r.id,
      name: [r.title, r.first_name, r.last_name].filter(Boolean).join(' '),
      role: r.role,
      types: r.types ?? [],
    })),
  };
}

/** Replaces the rows of the professionals named (only members of the practice are kept). */
export async function saveAssignments(
  q: Queryable,
  orgId: string,
  kind: 'tasks' | 'events',
  rows: { professionalId: string; types: string[] }[],
): Promise<void> {
  for (const row of rows) {
    await q.query('delete from practice_assignments where org_id = $1 and kind = $2 and professional_id = $3', [orgId, kind, row.professionalId]);
    for (const type of new Set(row.types)) {
      await q.query(
        `insert into practice_assignments (org_id, professional_id, kind, type)
         select $1, $2, $3, $4 where exists (select 1 from professional_org_roles where org_id = $1 and professional_id = $2)`,
        [orgId, row.professionalId, kind, type],
      );
    }
  }
}

interface UserRow {
  id: string;
  username: string;
  title: string | null;
  first_name: string;
  last_name: string;
  suffix: string | null;
  email: string;
  role: string;
  disabled: boolean;
  invited: boolean;
  last_login_at: unknown;
}

const USER_COLUMNS = `pr.id::text as id, pr.username, pr.title, pr.first_name, pr.last_name, pr.suffix, pr.email, r.role,
  pr.disabled, pr.invited, pr.last_login_at`;

const toUser = (r: UserRow): PracticeUser => ({
  id: r.id,
  userName: r.username,
  title: r.title,
  firstName: r.first_name,
  lastName: r.last_name,
  suffix: r.suffix,
  email: r.email,
  role: r.role,
  roleId: roleIdOf(r.role),
  active: !r.disabled,
  invited: r.invited && !r.last_login_at,
});

export async function practiceUsers(q: Db, orgId: string, opts: { search?: string; skip: number; take: number }): Promise<Paged<PracticeUser>> {
  const params: string[] = [orgId];
  let filter = '';
  if (opts.search?.trim()) {
    params.push(likePrefix(opts.search.trim().toLowerCase()));
    filter = ` and (lower(pr.last_name) like $2 or lower(pr.first_name) like $2 or lower(pr.username) like $2 or lower(pr.email) like $2)`;
  }
  return pagedList(
    q,
    {
      columns: USER_COLUMNS,
      fromWhere: `from professional_org_roles r join professionals pr on pr.id = r.professional_id where r.org_id = $1${filter}`,
      orderBy: 'lower(pr.last_name), lower(pr.first_name), pr.id',
      params,
      skip: opts.skip,
      take: opts.take,
    },
    toUser,
  );
}

/** One user of the practice, or null when they are not a member of it. */
export async function practiceUser(q: Queryable, orgId: string, id: string): Promise<PracticeUser | null> {
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from professional_org_roles r join professionals pr on pr.id = r.professional_id
      where r.org_id = $1 and pr.id = $2`,
    [orgId, id],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

/** The other organisations the professional belongs to. */
export async function otherOrgsOf(q: Queryable, professionalId: string, orgId: string): Promise<string[]> {
  const { rows } = await q.query<{ org_id: string }>(
    'select org_id::text as org_id from professional_org_roles where professional_id = $1 and org_id <> $2',
    [professionalId, orgId],
  );
  return rows.map((r) => r.org_id);
}

/** Whether a user name is taken by any professional, whatever its case (user names are unique that way). */
export async function userNameTaken(q: Queryable, userName: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from professionals where lower(username) = lower($1)', [userName]);
  return rows.length > 0;
}

interface InvitedProfessional {
  id: string;
  userName: string;
  email: string;
  title: string | null;
  firstName: string;
  lastName: string;
  suffix: string | null;
  /** An unusable one until the invitation is followed. */
  passwordHash: string;
}

/** A professional added by an administrator: invited, not yet signed in. */
export async function insertInvitedProfessional(q: Queryable, p: InvitedProfessional): Promise<void> {
  await q.query(
    `insert into professionals (id, username, email, title, first_name, last_name, suffix, eula, password_hash, invited)
         values ($1, $2, $3, $4, $5, $6, $7, false, $8, true)`,
    [p.id, p.userName, p.email, p.title, p.firstName, p.lastName, p.suffix, p.passwordHash],
  );
}

/** Switches a deactivated account back on (its memberships were kept). */
export async function reactivateProfessional(q: Queryable, professionalId: string): Promise<void> {
  await q.query('update professionals set disabled = false where id = $1', [professionalId]);
}
