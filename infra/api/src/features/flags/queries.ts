/** Feature flags (SPEC §3 app config): global on/off per flag plus the bypass list of e-mails. */
import { APP_FLAGS, type AppConfig, type AppFlag } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../../platform/db/types';

export async function appConfig(q: Queryable): Promise<AppConfig> {
  const flags = Object.fromEntries(APP_FLAGS.map((f) => [f, false])) as Record<AppFlag, boolean>;
  const { rows } = await q.query<{ name: string; enabled: boolean }>('select name, enabled from feature_flags');
  for (const row of rows) {
    if ((APP_FLAGS as readonly string[]).includes(row.name)) flags[row.name as AppFlag] = row.enabled;
  }
  const bypass = await q.query<{ email: string }>('select email from feature_flag_bypass order by email');
  return { flags, bypassUserList: bypass.rows.map((r) => r.email) };
}

export async function setFlag(q: Queryable, name: AppFlag, enabled: boolean): Promise<void> {
  await q.query(
    'insert into feature_flags (name, enabled) values ($1, $2) on conflict (name) do update set enabled = excluded.enabled',
    [name, enabled],
  );
}

export async function addBypassEmail(q: Queryable, email: string): Promise<void> {
  await q.query('insert into feature_flag_bypass (email) values ($1) on conflict do nothing', [email.toLowerCase()]);
}
