/** Single sign-on (OpenID Connect) of an organisation, as practice administration reads and saves it. */

/** What an administrator types; the client secret only when it changes (it is never read back). */
export interface SsoSettingsInput {
  enabled: boolean;
  /** The identity provider's issuer URL (its discovery document is at /.well-known/openid-configuration). */
  issuer: string;
  clientId: string;
  /** A new client secret; left out (or empty) keeps the stored one. */
  clientSecret?: string;
  /** Lower-case e-mail domains whose people sign in through this provider (lakeside.example). */
  allowedDomains: string[];
  /** Whether this organisation's staff may still sign in with a password. */
  passwordSignIn: boolean;
}

export interface SsoSettings extends Omit<SsoSettingsInput, 'clientSecret'> {
  orgId: string;
  orgName: string;
  /** A secret is stored (its value is never answered). */
  hasClientSecret: boolean;
}

/** Where the browser goes to sign in at the identity provider. */
export interface SsoStartAnswer {
  authorizationUrl: string;
}
