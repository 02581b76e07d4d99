/** Serves one built deployable on its own port: `tsx infra/scripts/serve-deployable.ts mf-patient`. */
import { join } from 'node:path';
import { startStaticServer } from './static-server';
import { repoRoot, stackConfig, type DeployableName } from './stack-config';

const name = process.argv[2] as DeployableName;
const config = stackConfig();
if (!(name in config.ports)) {
  console.error(`usage: serve-deployable <${Object.keys(config.ports).join('|')}>`);
  process.exit(2);
}

startStaticServer({
  dir: join(repoRoot, name, 'dist'),
  port: config.ports[name],
  runtimeConfig:
    name === 'host'
      ? { apiUrl: config.apiUrl, wsUrl: config.wsUrl, apiKey: process.env.HEARTH_API_KEY ?? '', env: process.env.HEARTH_ENV ?? 'demo', simulators: process.env.HEARTH_SIMULATORS === '1', remotes: config.remotes }
      : undefined,
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
