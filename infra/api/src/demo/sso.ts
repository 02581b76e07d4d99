/**
 * The demo's single sign-on: Lakeside Health Center signs in through the demo identity provider
 * (identity-provider.ts), where sso.patel (password hearth-demo) is a user; in Hearth, sso.patel
 * is a Lakeside case manager with no password of their own, so single sign-on is their only way
 * in. Lakeside's other staff keep their passwords.
 */
import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@hearth/shared-kernel/permissions';
import type { SecretBox } from '../platform/config/secret-box';
import type { Db } from '../platform/db/types';
import { UNUSABLE_PASSWORD } from '../features/admin/invitations';
import { saveSsoIfAbsent } from '../features/sso/port';
import { DEMO_ORGS, PROFESSIONAL_SET } from './demo-accounts';
import type { DemoIdpUser } from './identity-provider';

export const DEMO_IDP_PORT = 8790;
export const DEMO_SSO_CLIENT_ID = 'hearth-demo';
/** The demo client's secret: known to the demo provider and sealed in Lakeside's settings (demo only). */
export const DEMO_SSO_CLIENT_SECRET = 'hearth-demo-sso-client-secret-not-for-production';
const DEMO_SSO_DOMAIN = 'lakeside.example';

export const DEMO_SSO_USER: DemoIdpUser & { username: string; firstName: string; lastName: string } = {
  login: 'sso.patel',
  username: 'sso.patel',
  email: 'sso.patel@lakeside.example',
  emailVerified: true,
  name: 'Anika Patel',
  firstName: 'Anika',
  lastName: 'Patel',
};

/**
 * Lakeside's provider (unless one is set already) and sso.patel's account (unless it exists):
 * at every start with the demo provider running, so a demo database from before gets them too.
 */
export async function ensureDemoSso(db: Db, box: SecretBox, issuer: string): Promise<void> {
  const lakeside = DEMO_ORGS.lakeside.id;
  await db.tx(async (q) => {
    const { rows } = await q.query<{ id: string }>('select id from professionals where lower(username) = $1', [DEMO_SSO_USER.username]);
    if (!rows[0]) {
      const id = randomUUID();
      await q.query(
        `insert into professionals (id, username, email, title, first_name, last_name, eula, password_hash)
         values ($1, $2, $3, 'Ms.', $4, $5, true, $6)`,
        [id, DEMO_SSO_USER.username, DEMO_SSO_USER.email, DEMO_SSO_USER.firstName, DEMO_SSO_USER.lastName, UNUSABLE_PASSWORD],
      );
      await q.query('insert into professional_org_roles (professional_id, org_id, role, permissions) values ($1, $2, $3, $4)', [
        id,
        lakeside,
        'Case Manager',
        PROFESSIONAL_SET.map((p) => PERMISSIONS[p]),
      ]);
    }
    await saveSsoIfAbsent(q, lakeside, {
      enabled: true,
      issuer,
      clientId: DEMO_SSO_CLIENT_ID,
      clientSecretSealed: box.seal(DEMO_SSO_CLIENT_SECRET),
      allowedDomains: [DEMO_SSO_DOMAIN],
      passwordSignIn: true,
    });
  });
}
