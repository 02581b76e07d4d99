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
import { audit } from './platform/audit/audit';
import { installProbeAudit } from './platform/audit/probes';
import { registerAuditRoutes } from './features/audit/routes';
import { createAuthenticator } from './features/auth/authenticate';
import { RECENT_ACCESS_MS, RecentAccess } from './features/auth/recent-access';
import { registerAuthRoutes } from './features/auth/routes';
import { loadSigningSecret } from './features/auth/secret';
import { createTokenService } from './features/auth/tokens';
import { createSignIn } from './features/auth/sign-in';
import { createSsoFlow } from './features/sso/flow';
import { passwordSignInRefused } from './features/sso/port';
import { createRelyingParty, type RelyingPartyOptions } from './features/sso/relying-party';
import { registerSsoRoutes } from './features/sso/routes';
import { loadSecretBox } from './platform/config/secret-box';
import type { ApiConfig } from './platform/config/config';
import { loadMigrations, type Migration } from './platform/db/migrate';
import type { Db } from './platform/db/types';
import { noEmailProvider, outboxEmailProvider, type EmailProvider } from './channels/email/provider';
import { registerOutboxRoutes } from './features/outbox/routes';
import { appConfig } from './features/flags/queries';
import { registerFlagRoutes } from './features/flags/routes';
import { registerHealthRoutes } from './features/health/routes';
import { installAccessGuard } from './platform/http/access-guard';
import { installFlagGate } from './platform/http/flag-gate';
import { installErrorHandling } from './platform/http/errors';
import { loggerOptions } from './platform/http/log-redaction';
import { enforceRouteDeclarations, type DeclaredRoute } from './platform/http/route-access';
import { installSecurityHeaders } from './platform/http/security-headers';
import { installCompression } from './platform/http/compression';
import { installZodValidation } from './platform/http/validation';
import { registerDebugRoutes } from './features/debug/routes';
import { registerEducationRoutes } from './features/education/routes';
import { registerEnrollmentRoutes } from './features/enrollment/routes';
import { patientAppSms } from './features/patient-app/sms';
import { createPatientLive } from './features/secure-chat/live';
import { createPatientTokenService } from './features/patient-app/patient-token';
import { registerSecureChatRoutes } from './features/secure-chat/routes';
import { SecureChatService } from './features/secure-chat/service';
import type { LiveOutlet } from './platform/live/fanout';
import { startLiveFanout } from './platform/live/start-fanout';
import { LiveHub } from './platform/live/hub';
import { registerLiveRoutes } from './platform/live/routes';
import { registerLogRoutes } from './features/logs/routes';
import { registerOrganizationRoutes } from './features/organizations/routes';
import { registerProfessionalRoutes } from './features/professionals/routes';
import { migrationsDir } from './platform/config/paths';
import { registerConversationRoutes } from './features/conversations/routes';
import { registerInvitationRoutes } from './features/invitations/routes';
import { registerMedicalHistoryRoutes } from './features/medical-history/routes';
import { registerMetricsRoutes } from './features/metrics/routes';
import { registerPatientRoutes } from './features/patients/routes';
import { registerPatientImportRoutes } from './features/patient-imports/routes';
import { registerPracticeAdminRoutes } from './features/admin/routes';
import { registerPracticeLogoRoutes } from './features/practice-logo/routes';
import { createUserNotifier } from './features/user-settings/notify';
import { registerUserSettingsRoutes } from './features/user-settings/routes';
import { registerCareTeamRoutes } from './features/professionals/care-team-routes';
import { registerCdeAttachmentRoutes } from './features/cde/attachments/routes';
import { attachmentsDir, folderAttachmentStore } from './features/cde/attachments/storage';
import { registerDiagnosisRoutes } from './features/cde/diagnosis-routes';
import { registerCdeRoutes } from './features/cde/routes';
import { registerRosterPresetRoutes } from './features/roster-presets/routes';
import { keptSecret } from './platform/config/kept-secret';
import { createAppJobs, type AppJobOptions } from './jobs';
import { systemClock } from './platform/jobs/clock';
import type { JobRunner } from './platform/jobs/runner';
import { registerProgramRoutes } from './features/programs/routes';
import { registerBroadcastRoutes } from './features/broadcasts/routes';
import { noSmsProvider, simulatorSmsProvider, type SmsProvider } from './channels/sms/provider';
import { simulatorReports } from './channels/sms/simulator-reports';
import { countedSms } from './channels/sms/counted';
import { installHttpMetrics } from './platform/observe/http-metrics';
import { installRequestTracing, tracedRequestLog } from './platform/observe/request-tracing';
import { RequestLog } from './platform/http/request-log';
import { tracedDb } from './platform/observe/traced-db';
import { tracedPublish } from './platform/live/traced-fanout';
import { traceFields, tracingActive } from './platform/observe/tracing-state';
import { registerSmsSimulatorRoutes } from './features/sms/simulator-routes';
import { registerSmsWebhook } from './features/sms/webhook';
import { registerTaskRoutes } from './features/tasks/routes';
import { registerEventRoutes } from './features/events/routes';
import { saveFacilityNames } from './features/events/queries';
import { facilityMap } from './features/events/facilities';
import { createAdtIntake, type AdtIntake } from './features/events/ingest';
import { createNotifier } from './features/events/notify';
import { startMllpListener } from './channels/mllp/mllp';
import { noVoiceProvider, simulatorVoiceProvider, type VoiceProvider } from './channels/voice/provider';
import { registerVoiceRoutes } from './features/voice/routes';

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
  /** The clock of sign-in (tokens' issue and expiry, kept access) and of CDE review claims' leases, so tests move time instead of waiting. */
  now?: () => number;
  /** Sending facilities (MSH-4) by organisation when HEARTH_ADT_FACILITIES is not set: the demo's, from main.ts and tests. */
  demoAdtFacilities?: Readonly<Record<string, string>>;
  /** Their names when HEARTH_ADT_FACILITY_NAMES is not set: the demo's. */
  demoAdtFacilityNames?: Readonly<Record<string, string>>;
  /** The HTTP client of calls to identity providers (tests change their answers with it). */
  ssoFetch?: RelyingPartyOptions['fetch'];
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
  const { config } = options;
  // With tracing on, statements inside a request are spans of it; off, the handle as it is.
  const tracing = tracingActive();
  const db = tracing ? tracedDb(options.db) : options.db;
  const migrations = options.migrations ?? (await loadMigrations(migrationsDir));
  const secret = options.secret ?? (await loadSigningSecret(config));
  const tokens = createTokenService(secret, config.accessTtlSeconds, options.now);
  const smsWebhookSecret = await keptSecret(config.smsWebhookSecret, config.dataDir, 'sms-webhook-secret');
  const secretBox = await loadSecretBox(config);

  const app = Fastify({
    logger: options.logStream === false ? false : loggerOptions(config.logLevel, options.logStream, tracing ? traceFields : undefined),
    bodyLimit: REQUEST_SIZE_LIMIT_BYTES,
    // One line a request; with tracing on, written inside the request's span (request-tracing.ts).
    logController: tracing ? tracedRequestLog() : new RequestLog(),
    // request.ip (login limits, HL7 allow-list, audit) is the client's, not the proxy's, behind a trusted one.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
  });
  // First, so that every hook and route after it is traced.
  if (tracing) await installRequestTracing(app);

  const email = options.email ?? (config.simulators ? outboxEmailProvider(db) : noEmailProvider(app.log));
  // The simulated provider reports on its texts through the signed status webhook, as a real one does.
  const smsReports =
    config.simulators && !options.sms
      ? simulatorReports({ secret: smsWebhookSecret, post: (payload, headers) => app.inject({ method: 'POST', url: '/sms/status', headers, payload }) })
      : undefined;
  app.addHook('onClose', async () => smsReports?.stop());
  const sms = countedSms(options.sms ?? (config.simulators ? simulatorSmsProvider(db, smsReports) : noSmsProvider));
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
  installHttpMetrics(app, { db: options.db, liveSockets: () => hub.clientCount });
  const recentAccess = new RecentAccess({ ttlMs: options.recentAccessMs ?? RECENT_ACCESS_MS, now: options.now });
  hub.onRevoked((holder) => recentAccess.forget(holder));
  installAccessGuard(app, { authenticate: createAuthenticator(db, tokens, recentAccess), audit: (denial) => audit(db, denial) });
  installProbeAudit(app, db);
  installFlagGate(app, async (flag, email) => isFlagOn(await appConfig(db), flag, email));

  const fanout = await startLiveFanout(config.liveFanout, { db, channel: config.liveChannel, hub, log: app.log });
  // publish: a LiveMessage to every subscriber of a sub; closeSockets: with 4401, the sockets of a
  // revoked session, professional or patient. Both on every instance.
  const live: LiveApi = { hub, publish: tracing ? tracedPublish(fanout.publish) : fanout.publish, closeSockets: fanout.closeSockets };
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
  registerAuthRoutes(app, { db, config, tokens, email, secret, live, passwordSignInRefused: (id) => passwordSignInRefused(db, id) });
  // http:// identity providers only off production: the demo's runs on localhost.
  const relyingParty = createRelyingParty({ redirectUri: `${config.portalUrl}/login/callback`, allowHttp: !config.production, fetch: options.ssoFetch });
  const ssoFlow = createSsoFlow({ db, box: secretBox, relyingParty, signIn: createSignIn({ db, config, tokens }), secret, log: app.log });
  registerSsoRoutes(app, { db, flow: ssoFlow, box: secretBox, secret, allowHttp: !config.production });
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
  // Names only: a database that does not answer at start must not stop the API (/ready says so); codes show until the next start.
  await saveFacilityNames(db, config.adtFacilityNames ?? (config.demo ? (options.demoAdtFacilityNames ?? {}) : {})).catch((error: unknown) =>
    app.log.warn({ err: error }, 'sending facility names not saved'),
  );
  registerEventRoutes(app, { db, live, intake: adt, allow: config.adtAllow, notify: () => void notifier.kick() });
  const mllp =
    options.mllp && config.mllpPort !== null
      ? await startMllpListener({ port: config.mllpPort, host: config.mllpHost, allow: config.adtAllow, intake: adt, log: app.log })
      : null;
  app.decorate('mllpPort', mllp?.port ?? null);
  // Before the database handle closes: no message may arrive with nowhere to go.
  app.addHook('preClose', async () => mllp?.close());
  registerCdeRoutes(app, { db, now: options.now });
  registerCdeAttachmentRoutes(app, { db, secret, store: folderAttachmentStore(attachmentsDir(config)) });
  registerDiagnosisRoutes(app, { db });
  registerVoiceRoutes(app, { db, voice, live });
  registerPracticeAdminRoutes(app, { db, live, email, portalUrl: config.portalUrl });
  registerPracticeLogoRoutes(app, db);
  registerUserSettingsRoutes(app, { db, live });
  registerMetricsRoutes(app, db);
  registerProgramRoutes(app, { db, clock: jobOptions.clock, wakeJobs: jobs.wake, simulators: config.simulators });
  registerBroadcastRoutes(app, { db, clock: jobOptions.clock, wakeJobs: jobs.wake });
  registerSmsWebhook(app, { db, secret: smsWebhookSecret, live, secureChat, notifier: userNotifier, sms });
  if (config.simulators) {
    registerOutboxRoutes(app, db);
    registerSmsSimulatorRoutes(app, { db, webhookSecret: smsWebhookSecret });
  }

  await app.ready();
  if (options.runJobs) jobs.start();
  return app;
}
