/**
 * Serves one built deployable on its own port: `tsx infra/scripts/serve-deployable.ts mf-patient`.
 * For the host, HEARTH_RUNTIME_CONFIG_FILE names a config.json read at every request (written
 * with the stack's remotes when it does not exist yet): edit it to point an area at another release.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startStaticServer, type RuntimeConfigDocument } from './static-server';
import { repoRoot, stackConfig, type DeployableName } from './stack-config';

const name = process.argv[2] as DeployableName;
const config = stackConfig();
if (!(name in config.ports)) {
  console.error(`usage: serve-deployable <${Object.keys(config.ports).join('|')}>`);
  process.exit(2);
}

const runtimeConfig: RuntimeConfigDocument | undefined =
  name === 'host'
    ? { apiUrl: config.apiUrl, wsUrl: config.wsUrl, apiKey: process.env.HEARTH_API_KEY ?? '', env: process.env.HEARTH_ENV ?? 'demo', simulators: process.env.HEARTH_SIMULATORS === '1', remotes: config.remotes }
    : undefined;
const runtimeConfigFile = name === 'host' ? process.env.HEARTH_RUNTIME_CONFIG_FILE : undefined;
if (runtimeConfigFile && !existsSync(runtimeConfigFile)) {
  mkdirSync(dirname(runtimeConfigFile), { recursive: true });
  writeFileSync(runtimeConfigFile, `${JSON.stringify(runtimeConfig, null, 2)}\n`);
}

startStaticServer({
  dir: join(repoRoot, name, 'dist'),
  port: config.ports[name],
  ...(runtimeConfigFile ? { runtimeConfigFile } : { runtimeConfig }),
}).then(
  (stop) => {
    console.log(`${name} serving on ${config.urls[name]}`);
    const shutdown = () => void stop().then(() => process.exit(0));
    process.on('SIGTERM', shutdown);
    process.on('SIGINT', shutdown);
  },
  (error: Error) => {
    console.error(`${name} could not start: ${error.message}`);
    process.exit(1);
  },
);
