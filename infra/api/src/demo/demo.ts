/**
 * Writes the demo dataset (demo-accounts.ts) into an empty database. Runs at start when the
 * database has no organisations, unless HEARTH_DEMO=0; never into a DATABASE_URL database unless
 * HEARTH_SEED_DEMO=1.
 */
import { PERMISSIONS } from '@hearth/shared-kernel/permissions';
import type { AppFlag } from '@hearth/shared-kernel/domain';
import { hashPassword } from '../features/auth/passwords';
import type { ApiConfig } from '../platform/config/config';
import type { Db } from '../platform/db/types';
import { addBypassEmail, setFlag } from '../features/flags/queries';
import { seedAdmin } from './admin';
import { seedCare } from './care';
import { seedCde } from './cde';
import { seedPatientApp } from './patient-app';
import { seedPrograms } from './programs';
import { seedEvents } from './events';
import { DEMO_ACCOUNTS, DEMO_BYPASS_EMAILS, DEMO_FLAGS, DEMO_ORGS, DEMO_PASSWORD } from './demo-accounts';

export function shouldSeedDemo(config: Pick<ApiConfig, 'demo' | 'databaseUrl' | 'seedDemoIntoDatabaseUrl'>): boolean {
  if (!config.demo) return false;
  return !config.databaseUrl || config.seedDemoIntoDatabaseUrl;
}

export async function hasOrganizations(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>('select exists (select 1 from organizations) as present');
  return Boolean(rows[0]?.present);
}

/** Seeds the demo data; answers false (and writes nothing) when organisations already exist. */
export async function seedDemo(db: Db): Promise<boolean> {
  // One hash per account: each gets its own salt even though the password is shared.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  return db.tx(async (q) => {
    const { rows } = await q.query<{ present: boolean }>('select exists (select 1 from organizations) as present');
    if (rows[0]?.present) return false;
    for (const org of Object.values(DEMO_ORGS)) {
      await q.query('insert into organizations (id, name) values ($1, $2)', [org.id, org.name]);
    }
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      await q.query(
        `insert into professionals (id, username, email, title, first_name, last_name, suffix, eula, password_hash, system_role)
         values ($1, $2, $3, $4, $5, $6, $7, true, $8, $9)`,
        [a.id, a.username, a.email, a.title, a.firstName, a.lastName, a.suffix, hashes[i], a.systemRole],
      );
      for (const m of a.orgs) {
        await q.query(
          'insert into professional_org_roles (professional_id, org_id, role, permissions) values ($1, $2, $3, $4)',
          [a.id, DEMO_ORGS[m.org].id, m.role, m.permissions.map((p) => PERMISSIONS[p])],
        );
      }
    }
    for (const [flag, enabled] of Object.entries(DEMO_FLAGS)) await setFlag(q, flag as AppFlag, enabled);
    for (const email of DEMO_BYPASS_EMAILS) await addBypassEmail(q, email);
    await seedCare(q);
    await seedPatientApp(q);
    await seedPrograms(q);
    await seedEvents(q);
    await seedCde(q);
    await seedAdmin(q);
    return true;
  });
}
