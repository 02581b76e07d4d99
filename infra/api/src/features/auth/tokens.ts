/**
 * Access and ID tokens: JWTs signed HS256 with jose. Verification accepts HS256 only (so `alg: none`
 * and every other algorithm are refused), checks issuer, audience, expiry and the `typ` claim, and
 * the claim shapes the portal relies on (SPEC §3: exp, professionalId, orgIds).
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';

export const ISSUER = 'hearth-api';
export const AUDIENCE = 'hearth-portal';
const ALGORITHMS = ['HS256'];
const CLOCK_TOLERANCE_SECONDS = 5;
const VERIFIED_TOKENS_KEPT = 10_000;

class TokenError extends Error {}

const accessClaims = z.object({
  sub: z.string().min(1),
  professionalId: z.string().min(1),
  orgIds: z.array(z.string()),
  sid: z.string().min(1),
  typ: z.literal('access'),
  exp: z.number(),
  iat: z.number(),
});
type AccessTokenClaims = z.infer<typeof accessClaims>;

const idClaims = z.object({
  sub: z.string().min(1),
  professionalId: z.string().min(1),
  email: z.string(),
  typ: z.literal('id'),
  exp: z.number(),
});
type IdTokenClaims = z.infer<typeof idClaims>;

interface AccessTokenInput {
  professionalId: string;
  orgIds: string[];
  sessionId: string;
}

interface IdTokenInput {
  professionalId: string;
  email: string;
  username: string;
  name: string;
}

export interface TokenService {
  readonly accessTtlSeconds: number;
  signAccess(input: AccessTokenInput): Promise<string>;
  signId(input: IdTokenInput): Promise<string>;
  verifyAccess(token: string): Promise<AccessTokenClaims>;
  verifyId(token: string): Promise<IdTokenClaims>;
}

/** `now` (milliseconds) is the clock tokens are issued, verified and expired by: the wall clock, or a test's. */
export function createTokenService(secret: string, accessTtlSeconds: number, now: () => number = Date.now): TokenService {
  // Buffer (not a bare Uint8Array) so the key is recognised whichever realm jose runs in.
  const key = Buffer.from(secret, 'utf8');

  const seconds = () => Math.floor(now() / 1000);
  const sign = (claims: Record<string, unknown>, subject: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(seconds())
      .setJti(randomUUID())
      .setExpirationTime(seconds() + accessTtlSeconds)
      .sign(key);

  // Tokens whose signature and claims were verified, oldest first: verifying with jose (WebCrypto
  // HMAC) cost about 0.2 ms a request. Only a verified token's exact text is ever a hit.
  const verifiedAccess = new Map<string, Readonly<AccessTokenClaims>>();

  async function verify<T>(token: string, schema: z.ZodType<T>): Promise<T> {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, key, {
        algorithms: ALGORITHMS,
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: new Date(now()),
      }));
    } catch {
      throw new TokenError('Invalid token');
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new TokenError('Invalid token');
    return parsed.data;
  }

  return {
    accessTtlSeconds,
    signAccess: ({ professionalId, orgIds, sessionId }) =>
      sign({ professionalId, orgIds, sid: sessionId, typ: 'access' }, professionalId),
    signId: ({ professionalId, email, username, name }) =>
      sign({ professionalId, email, preferred_username: username, name, typ: 'id' }, professionalId),
    verifyAccess: async (token) => {
      // Every authenticated request verifies its token; a signature checked once stays good, so
      // only the expiry is checked again (the session itself is checked by authenticate.ts each time).
      const known = verifiedAccess.get(token);
      if (known && known.exp + CLOCK_TOLERANCE_SECONDS > now() / 1000) return known;
      const claims = Object.freeze(await verify(token, accessClaims));
      verifiedAccess.set(token, claims);
      if (verifiedAccess.size > VERIFIED_TOKENS_KEPT) verifiedAccess.delete(verifiedAccess.keys().next().value as string);
      return claims;
    },
    verifyId: (token) => verify(token, idClaims),
  };
}
