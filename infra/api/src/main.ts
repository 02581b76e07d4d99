/**
 * Starts the API: configuration from the environment, the database (PGlite under .data/ unless
 * DATABASE_URL), migrations, the demo data on first run, then the HTTP and websocket server.
 */
import { buildApp } from './app';
import { startMetricsServer, type MetricsServer } from './platform/observe/metrics-server';
import { startTracing } from './platform/observe/tracing';
import { loadConfig } from './platform/config/config';
import { loadMigrations, migrate } from './platform/db/migrate';
import { openDb } from './platform/db/open';
import { migrationsDir } from './platform/config/paths';
import { seedCareIntoDemo } from './demo/care';
import { hasOrganizations, seedDemo, shouldSeedDemo } from './demo/demo';
import { DEMO_ADT_FACILITIES, DEMO_ADT_FACILITY_NAMES } from './demo/events';
import { ensureDemoSso } from './demo/sso';
import { loadSecretBox } from './platform/config/secret-box';

async function main(): Promise<void> {
  const config = loadConfig();
  // Before the app is built: it adds its tracing hooks only when tracing is on.
  const tracing = await startTracing();
  const db = await openDb(config, (error) => console.error(`database: ${error.message}`));
  const migrations = await loadMigrations(migrationsDir);
  const applied = await migrate(db, migrations);
  // Outreach and broadcasts run in the background on every instance (HEARTH_JOBS=0: not on this one).
  const app = await buildApp({ db, config, migrations, mllp: true, runJobs: process.env.HEARTH_JOBS !== '0', demoAdtFacilities: DEMO_ADT_FACILITIES, demoAdtFacilityNames: DEMO_ADT_FACILITY_NAMES });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  if (config.simulators) {
    app.log.warn('HEARTH_SIMULATORS=1: texts, calls and e-mails go to the simulators, readable by anyone at /sms-simulator and /outbox (demo and tests only)');
  } else {
    app.log.info('no SMS, voice or e-mail provider configured: texts are refused, calls fail and e-mails are dropped (HEARTH_SIMULATORS=1 turns the simulators on)');
  }
  if (shouldSeedDemo(config) && !(await hasOrganizations(db)) && (await seedDemo(db))) {
    app.log.info('demo data seeded (password hearth-demo, demo only)');
  } else if (shouldSeedDemo(config) && (await seedCareIntoDemo(db))) {
    // A demo database from before the care tables: give its organisations their patients.
    app.log.info('demo care data seeded');
  }
  // The demo identity provider runs beside the simulators: Lakeside signs in through it.
  if (shouldSeedDemo(config) && config.simulators && config.demoIdentityProvider && (await hasOrganizations(db))) {
    await ensureDemoSso(db, await loadSecretBox(config), config.demoIdentityProvider);
    app.log.info({ issuer: config.demoIdentityProvider }, 'demo single sign-on: Lakeside signs in through the demo identity provider');
  }

  let metrics: MetricsServer | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await metrics?.close();
    await app.close();
    await db.close();
    // Sends the spans still buffered.
    await tracing?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort !== null) {
    // Monitoring must not keep the care team from their patients: a taken port is an error in the log, not a failed start.
    metrics = await startMetricsServer({ port: config.metricsPort, host: config.metricsHost }).catch((error: Error) => {
      app.log.error({ err: error }, `metrics not served on ${config.metricsHost}:${config.metricsPort} (HEARTH_METRICS_PORT)`);
      return null;
    });
    if (metrics) app.log.info(`metrics on http://${config.metricsHost}:${metrics.port}/metrics`);
  }
}

main().catch((error: Error) => {
  console.error(`Hearth API failed to start: ${error.message}`);
  process.exit(1);
});
