/**
 * Secrets of the patient app: link tokens (enrollment and secure-chat links), the 4-digit phone
 * code and their stored forms. Link tokens carry 256 bits from the operating system's CSPRNG and
 * are stored as sha256 hashes only; a code is stored as an HMAC keyed with the server secret and
 * bound to its enrollment, so a copy of the table neither reveals codes nor lets one be replayed
 * against another enrollment (4 digits are too few for a bare hash to hide anything).
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@hearth/shared-kernel/domain';

/** 32 bytes (256 bits) of randomness, URL-safe. */
const LINK_TOKEN_BYTES = 32;

export function newLinkToken(): string {
  return randomBytes(LINK_TOKEN_BYTES).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A plausible link token: what newLinkToken makes (43 base64url characters), nothing else is looked up. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** A uniformly random code of VERIFICATION_CODE_LENGTH digits, leading zeros kept. */
export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

export function isWellFormedCode(code: unknown): code is string {
  return typeof code === 'string' && new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code);
}

/** The stored form of a code: HMAC-SHA256(secret, 'enrollment-code' ‖ enrollment id ‖ code). */
export function codeDigest(secret: string, enrollmentId: string, code: string): string {
  return createHmac('sha256', secret).update(`enrollment-code\u0000${enrollmentId}\u0000${code}`, 'utf8').digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** The patient's chosen pin, kept only as HMAC-SHA256(secret, 'patient-pin' ‖ patient id ‖ pin). */
export function pinDigest(secret: string, patientId: string, pin: string): string {
  return createHmac('sha256', secret).update(`patient-pin\u0000${patientId}\u0000${pin}`, 'utf8').digest('hex');
}
