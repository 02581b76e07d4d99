/**
 * The demo command that runs the demo identity provider (npm start runs it with the simulators):
 * pnpm --filter @hearth/api run idp:demo. HEARTH_DEMO_IDP_URL (default http://localhost:8790) is
 * its issuer and port; Hearth's /login/callback at every HEARTH_ALLOWED_ORIGINS origin may be
 * returned to. HEARTH_DEMO_IDP_USERS (JSON, the tests') adds users to sso.patel. Prints its
 * address once it answers.
 */
import { loadConfig } from '../platform/config/config';
import { startDemoIdp, type DemoIdpUser } from './identity-provider';
import { DEMO_IDP_PORT, DEMO_SSO_CLIENT_ID, DEMO_SSO_CLIENT_SECRET, DEMO_SSO_USER } from './sso';

const config = loadConfig();
const issuer = config.demoIdentityProvider ?? `http://localhost:${DEMO_IDP_PORT}`;
const port = Number(new URL(issuer).port) || DEMO_IDP_PORT;
const redirectUris = [...new Set([config.portalUrl, ...config.allowedOrigins])].map((origin) => `${origin}/login/callback`);

const more = JSON.parse(process.env.HEARTH_DEMO_IDP_USERS ?? '[]') as DemoIdpUser[];

const idp = await startDemoIdp(
  { issuer, clientId: DEMO_SSO_CLIENT_ID, clientSecret: DEMO_SSO_CLIENT_SECRET, redirectUris, users: [DEMO_SSO_USER, ...more] },
  port,
  process.env.HEARTH_DEMO_IDP_HOST ?? '127.0.0.1',
);
console.info(`demo identity provider at ${idp.url} (user ${DEMO_SSO_USER.login}, password hearth-demo; demo only)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void idp.close().then(() => process.exit(0)));
