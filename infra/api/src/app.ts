/**
 * Builds the Fastify app from a database handle, so tests and several instances can share one
 * database. Wiring only: the services are constructed here and each domain's routes
 * (src/<domain>/routes.ts) are given the ones they use.
 */
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { REQUEST_SIZE_LIMIT_BYTES } from '@hearth/shared-kernel/domain';
import { isFlagOn } from '@hearth/shared-kernel/rules';
import { audit } from './audit/audit';
import { installProbeAudit } from './audit/probes';
import { registerAuditRoutes } from './audit/routes';
import { createAuthenticator } from './auth/authenticate';
import { RECENT_ACCESS_MS, RecentAccess } from './auth/recent-access';
import { registerAuthRoutes } from './auth/routes';
import { loadSigningSecret } from './auth/secret';
import { createTokenService } from './auth/tokens';
import type { ApiConfig } from './config';
import { loadMigrations, type Migration } from './db/migrate';
import type { Db } from './db/types';
import { noEmailProvider, outboxEmailProvider, type EmailProvider } from './email/provider';
import { registerOutboxRoutes } from './email/routes';
import { appConfig } from './flags/queries';
import { registerFlagRoutes } from './flags/routes';
import { registerHealthRoutes } from './health/routes';
import { installAccessGuard } from './http/access-guard';
import { installFlagGate } from './http/flag-gate';
import { installErrorHandling } from './http/errors';
import { loggerOptions } from './http/log-redaction';
import { enforceRouteDeclarations, type DeclaredRoute } from './http/route-access';
import { installSecurityHeaders } from './http/security-headers';
import { installCompression } from './http/compression';
import { installZodValidation } from './http/validation';
import { registerDebugRoutes } from './live/debug-routes';
import { registerEducationRoutes } from './education/routes';
import { registerEnrollmentRoutes } from './enrollment/routes';
import { patientAppSms } from './patient-app/sms';
import { createPatientLive } from './secure-chat/live';
import { createPatientTokenService } from './secure-chat/patient-token';
import { registerSecureChatRoutes } from './secure-chat/routes';
import { SecureChatService } from './secure-chat/service';
import type { LiveOutlet } from './live/fanout';
import { startLiveFanout } from './live/start-fanout';
import { LiveHub } from './live/hub';
import { registerLiveRoutes } from './live/routes';
import { registerLogRoutes } from './logs/routes';
import { registerOrganizationRoutes } from './organizations/routes';
import { registerProfessionalRoutes } from './professionals/routes';
import { migrationsDir } from './paths';
import { registerConversationRoutes } from './conversations/routes';
import { registerInvitationRoutes } from './invitations/routes';
import { registerMedicalHistoryRoutes } from './medical-history/routes';
import { registerMetricsRoutes } from './metrics/routes';
import { registerPatientRoutes } from './patients/routes';
import { registerPatientImportRoutes } from './patient-imports/routes';
import { registerPracticeAdminRoutes } from './practice-admin/routes';
import { createUserNotifier } from './user-settings/notify';
import { registerUserSettingsRoutes } from './user-settings/routes';
import { registerCareTeamRoutes } from './professionals/care-team-routes';
import { registerCdeAttachmentRoutes } from './cde/attachments/routes';
import { attachmentsDir, folderAttachmentStore } from './cde/attachments/storage';
import { registerDiagnosisRoutes } from './cde/diagnosis-routes';
import { registerCdeRoutes } from './cde/routes';
import { registerRosterPresetRoutes } from './roster-presets/routes';
import { keptSecret } from './kept-secret';
import { createAppJobs, type AppJobOptions } from './jobs/app-jobs';
import { systemClock } from './jobs/clock';
import type { JobRunner } from './jobs/runner';
import { registerProgramRoutes } from './programs/routes';
import { registerBroadcastRoutes } from './broadcasts/routes';
import { noSmsProvider, simulatorSmsProvider, type SmsProvider } from './sms/provider';
import { simulatorReports } from './sms/simulator-reports';
import { registerSmsSimulatorRoutes } from './sms/simulator-routes';
import { registerSmsWebhook } from './sms/webhook';
import { registerTaskRoutes } from './tasks/routes';
import { registerEventRoutes } from './events/routes';
import { facilityMap } from './events/facilities';
import { createAdtIntake, type AdtIntake } from './events/ingest';
import { createNotifier } from './events/notify';
import { startMllpListener } from './events/mllp';
import { noVoiceProvider, simulatorVoiceProvider, type VoiceProvider } from './voice/provider';
import { registerVoiceRoutes } from './voice/routes';

export interface AppOptions {
  db: Db;
  config: ApiConfig;
  /** Signing secret; defaults to HEARTH_JWT_SECRET or the one kept under the data directory. */
  secret?: string;
  /** E-mail, texts and calls default to the simulators with HEARTH_SIMULATORS=1, else to none. */
  email?: EmailProvider;
  sms?: SmsProvider;
  voice?: VoiceProvider;
  /** Log lines go here (tests); without it the logger writes to stdout, or is off when `false`. */
  logStream?: { write(line: string): void } | false;
  migrations?: Migration[];
  /** The background jobs' clock and timings (tests drive them with `app.jobs`). */
  jobs?: Partial<AppJobOptions>;
  /** Run this instance's background jobs once ready (main.ts, unless HEARTH_JOBS=0). */
  runJobs?: boolean;
  /** Run the MLLP listener (config.mllpPort; 0 picks a free port) with this app: main.ts and MLLP tests. */
  mllp?: boolean;
  /** How long a token's access read from the database answers later requests (auth/recent-access.ts); 0 for never. */
  recentAccessMs?: number;
  /** Sending facilities (MSH-4) by organisation when HEARTH_ADT_FACILITIES is not set: the demo's, from main.ts and tests. */
  demoAdtFacilities?: Readonly<Record<string, string>>;
}

interface LiveApi extends LiveOutlet {
  hub: LiveHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live sockets and the SMS provider, for tests to observe; routes are given what they use. */
    live: LiveApi;
    sms: SmsProvider;
    /** This instance's background jobs (outreach, broadcasts): main.ts starts them. */
    jobs: JobRunner;
    /** Hospital events intake: the MLLP listener (main.ts, tests) hands it each message. */
    adt: AdtIntake;
    /** The MLLP listener's port, or null when this app runs none. */
    mllpPort: number | null;
    /** Every route with its access declaration, as registered. */
    declaredRoutes: DeclaredRoute[];
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const migrations = options.migrations ?? (await loadMigrations(migrationsDir));
  const secret = options.secret ?? (await loadSigningSecret(config));
  const tokens = createTokenService(secret, config.accessTtlSeconds);
  const smsWebhookSecret = await keptSecret(config.smsWebhookSecret, config.dataDir, 'sms-webhook-secret');

  const app = Fastify({
    logger: options.logStream === false ? false : loggerOptions(config.logLevel, options.logStream),
    bodyLimit: REQUEST_SIZE_LIMIT_BYTES,
  });

  const email = options.email ?? (config.simulators ? outboxEmailProvider(db) : noEmailProvider(app.log));
  // The simulated provider reports on its texts through the signed status webhook, as a real one does.
  const smsReports =
    config.simulators && !options.sms
      ? simulatorReports({ secret: smsWebhookSecret, post: (payload, headers) => app.inject({ method: 'POST', url: '/sms/status', headers, payload }) })
      : undefined;
  app.addHook('onClose', async () => smsReports?.stop());
  const sms = options.sms ?? (config.simulators ? simulatorSmsProvider(db, smsReports) : noSmsProvider);
  const voice = options.voice ?? (config.simulators ? simulatorVoiceProvider : noVoiceProvider);

  // Every route must declare its access; a route without it stops the app from starting.
  app.decorate('declaredRoutes', enforceRouteDeclarations(app));

  installZodValidation(app);
  installErrorHandling(app);
  installSecurityHeaders(app);
  installCompression(app);
  await app.register(cors, {
    origin: config.allowedOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['authorization', 'content-type', 'x-api-key', 'x-organization-id', 'x-id-token'],
    exposedHeaders: ['retry-after'],
    credentials: false,
    maxAge: 600,
  });
  await app.register(formbody);
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const hub = new LiveHub();
  const recentAccess = new RecentAccess({ ttlMs: options.recentAccessMs ?? RECENT_ACCESS_MS });
  hub.onRevoked((holder) => recentAccess.forget(holder));
  installAccessGuard(app, { authenticate: createAuthenticator(db, tokens, recentAccess), audit: (denial) => audit(db, denial) });
  installProbeAudit(app, db);
  installFlagGate(app, async (flag, email) => isFlagOn(await appConfig(db), flag, email));

  const fanout = await startLiveFanout(config.liveFanout, { db, channel: config.liveChannel, hub, log: app.log });
  // publish: a LiveMessage to every subscriber of a sub; closeSockets: with 4401, the sockets of a
  // revoked session, professional or patient. Both on every instance.
  const live: LiveApi = { hub, publish: fanout.publish, closeSockets: fanout.closeSockets };
  app.decorate('live', live);
  app.decorate('sms', sms);
  const jobOptions = { clock: systemClock, ...options.jobs };
  const jobs = createAppJobs({ db, sms: options.sms, simulators: config.simulators, live, log: app.log }, jobOptions);
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await fanout.stop();
  });
  // Sockets do not end on their own when the server closes.
  app.addHook('preClose', async () => {
    for (const client of app.websocketServer?.clients ?? []) client.close(1001, 'Server shutting down');
  });

  const userNotifier = createUserNotifier({ db, email, sms, log: app.log });
  const patientTokens = createPatientTokenService(secret);
  const patientSms = patientAppSms(sms);
  const secureChat = new SecureChatService({ db, portalUrl: config.portalUrl, sms: patientSms, patientTokens });
  const patientSockets = createPatientLive({ db, hub, patientTokens });

  registerHealthRoutes(app, db, migrations);
  registerAuthRoutes(app, { db, config, tokens, email, secret, live });
  registerProfessionalRoutes(app, db);
  registerOrganizationRoutes(app, db);
  registerFlagRoutes(app, db);
  registerLogRoutes(app);
  registerAuditRoutes(app, db);
  registerLiveRoutes(app, { db, authenticate: createAuthenticator(db, tokens), hub, patientSockets });
  registerDebugRoutes(app, () => fanout);
  registerEducationRoutes(app, { db, sms, live, config });
  registerEnrollmentRoutes(app, { db, config, secret, sms: patientSms, live });
  registerSecureChatRoutes(app, { db, secureChat, patientTokens, live, notifier: userNotifier });
  registerPatientRoutes(app, { db, live });
  registerPatientImportRoutes(app, { db, clock: jobOptions.clock, wakeJobs: jobs.wake });
  registerCareTeamRoutes(app, db);
  registerRosterPresetRoutes(app, db);
  registerInvitationRoutes(app, { db, sms, live, config });
  registerMedicalHistoryRoutes(app, { db, tokens });
  registerConversationRoutes(app, { db, sms, live, secureChat });
  registerTaskRoutes(app, db, userNotifier);
  const notifier = createNotifier({ db, sms, email, portalUrl: config.portalUrl, log: app.log });
  app.addHook('onClose', async () => notifier.stop());
  const adt = createAdtIntake({ db, live, facilities: facilityMap(config.adtFacilities ?? (config.demo ? (options.demoAdtFacilities ?? {}) : {})), notify: () => void notifier.kick(), log: app.log });
  app.decorate('adt', adt);
  registerEventRoutes(app, { db, live, intake: adt, allow: config.adtAllow, notify: () => void notifier.kick() });
  const mllp =
    options.mllp && config.mllpPort !== null
      ? await startMllpListener({ port: config.mllpPort, host: config.mllpHost, allow: config.adtAllow, intake: adt, log: app.log })
      : null;
  app.decorate('mllpPort', mllp?.port ?? null);
  // Before the database handle closes: no message may arrive with nowhere to go.
  app.addHook('preClose', async () => mllp?.close());
  registerCdeRoutes(app, { db });
  registerCdeAttachmentRoutes(app, { db, secret, store: folderAttachmentStore(attachmentsDir(config)) });
  registerDiagnosisRoutes(app, { db });
  registerVoiceRoutes(app, { db, voice, live });
  registerPracticeAdminRoutes(app, { db, live, email, portalUrl: config.portalUrl });
  registerUserSettingsRoutes(app, { db, live });
  registerMetricsRoutes(app, db);
  registerProgramRoutes(app, { db, clock: jobOptions.clock, wakeJobs: jobs.wake, simulators: config.simulators });
  registerBroadcastRoutes(app, { db, clock: jobOptions.clock, wakeJobs: jobs.wake });
  registerSmsWebhook(app, { db, secret: smsWebhookSecret, live, secureChat, notifier: userNotifier });
  if (config.simulators) {
    registerOutboxRoutes(app, db);
    registerSmsSimulatorRoutes(app, { db, webhookSecret: smsWebhookSecret });
  }

  await app.ready();
  if (options.runJobs) jobs.start();
  return app;
}
