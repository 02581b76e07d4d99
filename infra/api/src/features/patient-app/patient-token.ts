/**
 * The patient ("zeus") token of secure chat: an HS256 JWT with typ 'patient', the patient and the
 * organisation, and the one permission a patient holds (ACCESS_SECURE_WEB_CHAT, so the kernel's
 * user-kind logic sees a patient). One day long (SPEC §9), and it names its patient session (`sid`,
 * patient-sessions.ts), which can end sooner. It is not an access token: the access
 * guard's verification wants typ 'access' and a professionalId, so it opens no professional route,
 * and patient routes accept nothing else.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { PERMISSIONS } from '@hearth/shared-kernel/permissions';
import { AUDIENCE, ISSUER } from '../auth/port';

const PATIENT_TOKEN_TTL_SECONDS = 24 * 60 * 60;

const patientClaims = z.object({
  sub: z.string().min(1),
  typ: z.literal('patient'),
  patientId: z.string().min(1),
  orgId: z.string().min(1),
  sid: z.uuid(),
  orgIds: z.array(z.string()).length(1),
  permissions: z.array(z.string()),
  exp: z.number(),
  iat: z.number(),
});
export type PatientClaims = z.infer<typeof patientClaims>;

export interface PatientTokenService {
  sign(input: { patientId: string; orgId: string; sessionId: string }): Promise<{ token: string; exp: number }>;
  readonly ttlSeconds: number;
  /** The claims, or null when the token does not stand. */
  verify(token: string): Promise<PatientClaims | null>;
}

export function createPatientTokenService(secret: string, ttlSeconds = PATIENT_TOKEN_TTL_SECONDS): PatientTokenService {
  const key = Buffer.from(secret, 'utf8');
  return {
    ttlSeconds,
    async sign({ patientId, orgId, sessionId }) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      const token = await new SignJWT({
        typ: 'patient',
        patientId,
        orgId,
        sid: sessionId,
        orgIds: [orgId],
        permissions: [PERMISSIONS.ACCESS_SECURE_WEB_CHAT],
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(patientId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(exp)
        .sign(key);
      return { token, exp };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
          clockTolerance: 5,
        });
        const parsed = patientClaims.safeParse(payload);
        return parsed.success && parsed.data.sub === parsed.data.patientId ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
