/**
 * The HS256 signing key: HEARTH_JWT_SECRET when set (required in production); otherwise a random
 * key generated once and kept in `<dataDir>/jwt-secret`, so tokens survive a restart of the demo
 * and every local instance sharing the data directory signs with the same key. Also keys the
 * hashes that stand in for usernames and addresses where those must be recognisable, not readable.
 */
import { createHmac } from 'node:crypto';
import type { ApiConfig } from '../../platform/config/config';
import { keptSecret } from '../../platform/config/kept-secret';

export function loadSigningSecret(config: Pick<ApiConfig, 'jwtSecret' | 'dataDir'>): Promise<string> {
  return keptSecret(config.jwtSecret, config.dataDir, 'jwt-secret');
}

/**
 * HMAC-SHA256 of `parts` under the signing secret, separated by purpose. A bare sha256 of a
 * username is undone by hashing a list of likely usernames; without the secret this is not.
 */
export const keyedHash = (secret: string, purpose: string, ...parts: string[]): string =>
  createHmac('sha256', secret).update([purpose, ...parts].join('\u0000'), 'utf8').digest('hex');
