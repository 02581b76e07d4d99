/** An organisation's provider settings as practice administration sees them: never the secret, only whether one is stored. */
import type { SsoSettings } from '@hearth/shared-kernel/domain';
import type { SsoRow } from './queries';

export const toSettings = (row: SsoRow): SsoSettings => ({
  orgId: row.orgId,
  orgName: row.orgName,
  enabled: row.enabled,
  issuer: row.issuer,
  clientId: row.clientId,
  allowedDomains: row.allowedDomains,
  passwordSignIn: row.passwordSignIn,
  hasClientSecret: row.clientSecretSealed !== null,
});
