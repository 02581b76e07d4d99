/** Demo practice settings for both organisations (demo only). */
import type { Queryable } from '../platform/db/types';
import { DEMO_ORGS } from './demo-accounts';

export async function seedAdmin(q: Queryable): Promise<void> {
  const settings: [string, string, string, string, string][] = [
    [DEMO_ORGS.riverside.id, '+13125550100', 'tasks@riverside.example', 'Dr. Chen', '+13125550199'],
    [DEMO_ORGS.lakeside.id, '+12175550200', 'tasks@lakeside.example', 'Lakeside Care Team', '+12175550299'],
  ];
  for (const [orgId, supportPhone, email, doctor, outreachPhone] of settings) {
    await q.query(
      `insert into practice_settings (org_id, support_phone, task_notification_email, doctor_display_name, outreach_phone)
       values ($1, $2, $3, $4, $5)`,
      [orgId, supportPhone, email, doctor, outreachPhone],
    );
  }
}
