/** Where the API's own files live, whether it runs as an ES module (tsx) or compiled to CommonJS (jest). */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const srcDir = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));

const apiRoot = resolve(srcDir, '../../..');
export const repoRoot = resolve(apiRoot, '../..');
export const migrationsDir = resolve(apiRoot, 'migrations');
