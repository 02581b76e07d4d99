/**
 * The HS256 signing key: HEARTH_JWT_SECRET when set (required in production); otherwise a random
 * key generated once and kept in `<dataDir>/jwt-secret`, so tokens survive a restart of the demo
 * and every local instance sharing the data directory signs with the same key.
 */
import type { ApiConfig } from '../config';
import { keptSecret } from '../kept-secret';

export function loadSigningSecret(config: Pick<ApiConfig, 'jwtSecret' | 'dataDir'>): Promise<string> {
  return keptSecret(config.jwtSecret, config.dataDir, 'jwt-secret');
}
