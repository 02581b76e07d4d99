/** Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite. */
import { join } from 'node:path';
import type { ApiConfig } from '../config/config';
import { openPg } from './pg';
import { openPglite } from './pglite';
import type { Db } from './types';

export function openDb(config: ApiConfig, onError?: (error: Error) => void): Promise<Db> {
  if (config.databaseUrl) return openPg({ connectionString: config.databaseUrl, max: config.pgPoolSize, onError });
  return openPglite(join(config.dataDir, 'pglite'));
}
