/**
 * A secret from the configuration when set; otherwise a random one generated once and kept in
 * `<dataDir>/<file>`, so it survives a restart and every local instance sharing the data
 * directory uses the same one.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function keptSecret(configured: string | null, dataDir: string, file: string): Promise<string> {
  if (configured) return configured;
  const path = join(dataDir, file);
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': when two instances start together, the first file wins and the other reads it.
    await writeFile(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(path, 'utf8')).trim();
  }
}
