/**
 * The HS256 signing key: HEARTH_JWT_SECRET when set (required in production); otherwise a random
 * key generated once and kept in `<dataDir>/jwt-secret`, so tokens survive a restart of the demo
 * and every local instance sharing the data directory signs with the same key.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiConfig } from '../config';

export async function loadSigningSecret(config: Pick<ApiConfig, 'jwtSecret' | 'dataDir'>): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': when two instances start together, the first file wins and the other reads it.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
