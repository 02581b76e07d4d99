/**
 * Single sign-on attempt limits, per address (rate limits of limits/attempt-locks.ts: each
 * request reserves its slot first). Starting a sign-in costs a row and a call to the provider;
 * finishing one is a guess at a state. 30 in 15 minutes is far beyond a clinic's honest use from
 * one address and far too few to guess a 256-bit state.
 */
import type { RateLimit } from '../../platform/limits/attempt-locks';
import { keyedHash } from '../auth/port';

export const SSO_START_LIMIT: RateLimit = { scope: 'sso-start', max: 30, windowSeconds: 15 * 60 };
export const SSO_FINISH_LIMIT: RateLimit = { scope: 'sso-callback', max: 30, windowSeconds: 15 * 60 };

export const ssoAddressSubject = (secret: string, limit: RateLimit, address: string) => keyedHash(secret, `${limit.scope}-address`, address);
