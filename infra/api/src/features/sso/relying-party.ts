/**
 * Hearth as an OpenID Connect relying party, through openid-client (no JOSE of our own): an
 * organisation's provider discovered once (then kept a while), the authorization URL of a sign-in
 * (code flow, PKCE S256, state, nonce), and its finish: the code exchanged, the ID token's
 * signature, issuer, audience, expiry and nonce checked by the library, the PKCE verifier sent.
 */
import { createHash } from 'node:crypto';
import * as client from 'openid-client';

export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface Checks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** What Hearth reads of the person the provider signed in. */
interface ProvedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

export interface RelyingPartyOptions {
  /** Where the provider sends the browser back: the portal's /login/callback. */
  redirectUri: string;
  /** http:// providers (the demo's on localhost); never in production. */
  allowHttp: boolean;
  /** The HTTP client of every call to providers (tests step in with it). */
  fetch?: client.CustomFetch;
  /** How long a discovered provider is kept before it is asked again. */
  keepMs?: number;
}

export interface RelyingParty {
  authorizationUrl(provider: ProviderSettings, checks: Checks): Promise<string>;
  /** Throws when the provider or its answer is refused (wrong code, verifier, signature, nonce…). */
  finish(provider: ProviderSettings, callback: Record<string, string>, checks: Checks): Promise<ProvedIdentity>;
}

const SCOPE = 'openid email profile';
const MAX_KEPT = 200;

export const newChecks = (): Checks => ({ state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() });

export function createRelyingParty(options: RelyingPartyOptions): RelyingParty {
  const keepMs = options.keepMs ?? 10 * 60_000;
  const kept = new Map<string, { at: number; config: Promise<client.Configuration> }>();

  function configuration(p: ProviderSettings): Promise<client.Configuration> {
    // Keyed by the secret's hash too: a changed secret is a new configuration.
    const key = createHash('sha256').update([p.issuer, p.clientId, p.clientSecret].join('\u0000')).digest('hex');
    const found = kept.get(key);
    if (found && Date.now() - found.at < keepMs) return found.config;
    if (kept.size >= MAX_KEPT) kept.clear();
    const config = client
      .discovery(new URL(p.issuer), p.clientId, undefined, client.ClientSecretBasic(p.clientSecret), {
        timeout: 10,
        // ID tokens' signatures are checked too, against the provider's published keys: the
        // library skips that by default for tokens from the token endpoint (trusting TLS alone).
        execute: options.allowHttp ? [client.enableNonRepudiationChecks, client.allowInsecureRequests] : [client.enableNonRepudiationChecks],
        ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
      })
      .then((c) => {
        if (options.fetch) c[client.customFetch] = options.fetch;
        return c;
      });
    // A provider that did not answer is asked again next time.
    config.catch(() => kept.delete(key));
    kept.set(key, { at: Date.now(), config });
    return config;
  }

  return {
    async authorizationUrl(provider, checks) {
      const config = await configuration(provider);
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },

    async finish(provider, callback, checks) {
      const config = await configuration(provider);
      const current = new URL(options.redirectUri);
      for (const [name, value] of Object.entries(callback)) current.searchParams.set(name, value);
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      // Some providers keep the e-mail out of the ID token: then it is asked for at userinfo.
      const info = typeof claims.email === 'string' ? claims : await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      return {
        subject: claims.sub,
        email: typeof info.email === 'string' ? info.email : null,
        emailVerified: info.email_verified === true,
      };
    },
  };
}
