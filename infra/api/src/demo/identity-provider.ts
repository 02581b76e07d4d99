/**
 * The demo identity provider (oidc-provider, a certified OpenID Provider): what a health system's
 * provider is to Hearth, on this machine. One confidential client (Hearth), PKCE required, its own
 * small sign-in page that checks the demo password, and consent taken as given (Hearth is the
 * organisation's own application). Keys and sessions live in memory: a restart signs everyone out
 * of it, as a demo may. The tests start it in-process with users of their own.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { DEMO_PASSWORD } from './demo-accounts';

export interface DemoIdpUser {
  /** What the person types at the provider's sign-in page. */
  login: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface DemoIdpOptions {
  /** http://localhost:8790: the issuer is the address the provider answers at. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Hearth's /login/callback at each portal origin. */
  redirectUris: string[];
  users: DemoIdpUser[];
  password?: string;
}

export interface DemoIdp {
  url: string;
  provider: Provider;
  close(): Promise<void>;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(uid: string, error: string | null): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo identity provider</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;width:100%;margin:.4rem 0}input,button{padding:.5rem;font-size:1rem}.error{color:#a00}</style>
</head><body><main><h1>Demo identity provider</h1><p>Sign in to continue to Hearth.</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<label for="idp-login">Username</label><input id="idp-login" name="login" autocomplete="username" required autofocus>
<label for="idp-password">Password</label><input id="idp-password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form></main></body></html>`;
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}

export async function startDemoIdp(options: DemoIdpOptions, port: number, host = '127.0.0.1'): Promise<DemoIdp> {
  const password = options.password ?? DEMO_PASSWORD;
  const byLogin = new Map(options.users.map((u) => [u.login.toLowerCase(), u]));
  const bySubject = new Map(options.users.map((u) => [u.login, u]));
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(options.issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), use: 'sig', alg: 'RS256', kid: 'demo' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The e-mail goes in the ID token itself (Hearth reads userinfo only when it is missing).
    conformIdTokenClaims: false,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const user = bySubject.get(sub);
      if (!user) return undefined;
      return { accountId: sub, claims: () => ({ sub, email: user.email, email_verified: user.emailVerified, name: user.name }) };
    },
    // Hearth is the organisation's own application: no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.on('server_error', () => undefined);
  const oidc = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(request, response);
    const html = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(body);
    };
    if (request.method === 'GET') return html(200, page(details.uid, null));
    const form = await formOf(request);
    const user = byLogin.get((form.get('login') ?? '').trim().toLowerCase());
    if (!user || form.get('password') !== password) return html(401, page(details.uid, 'Wrong username or password.'));
    await provider.interactionFinished(request, response, { login: { accountId: user.login } }, { mergeWithLastSubmission: false });
  }

  const server: Server = createServer((request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      interaction(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' });
        response.end('This sign-in has expired. Go back to Hearth and start again.');
      });
      return;
    }
    void oidc(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    url: options.issuer,
    provider,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
