/** Input schemas of the single sign-on calls (../sso.ts), one export per call. Strict: unknown fields are refused with 400. */
import { z } from 'zod';
import { text, uuid } from './common';

const orgParams = z.strictObject({ orgId: uuid() });

/** Either the work e-mail or the organisation hint; the route says which is missing. */
export const start = {
  body: z.strictObject({
    email: z.string().trim().max(254).optional(),
    org: uuid().optional(),
    goto: text(500).optional(),
  }),
};

/** What the identity provider put in the callback's query (RFC 6749 §4.1.2, RFC 9207 `iss`). */
export const finish = {
  body: z.strictObject({
    state: z.string().min(1).max(200),
    code: z.string().min(1).max(2000).optional(),
    iss: text(500).optional(),
    error: text(200).optional(),
    error_description: text(1000).optional(),
  }),
};

export const settings = { params: orgParams };

/** Shapes only: the route judges the values (an issuer URL, domains) with its own messages. */
export const saveSettings = {
  params: orgParams,
  body: z.strictObject({
    enabled: z.boolean(),
    issuer: text(500),
    clientId: text(200),
    clientSecret: text(500).optional(),
    allowedDomains: z.array(text(253)).max(20),
    passwordSignIn: z.boolean(),
  }),
};
