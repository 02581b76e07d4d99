/** Request shapes of the auth endpoints. Strict: unknown fields are refused with 400. */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '@hearth/shared-kernel/rules';

export const loginBody = z.strictObject({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(200),
});

/** The refresh token travels in `Authorization: Refresh …`; the form body may name the grant. */
export const refreshBody = z.strictObject({ grant_type: z.literal('refresh_token').optional() }).nullish();

export const logoutBody = z.strictObject({ refresh_token: z.string().min(1).max(200).optional() }).nullish();

export const forgotBody = z.strictObject({ username: z.string().trim().min(1).max(200) });

export const resetBody = z.strictObject({
  token: z.string().min(1).max(200),
  password: z.string().max(200),
});

export { PASSWORD_MIN_LENGTH };

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
  notAllowed: 'This account is not allowed to sign in',
  refreshRequired: 'A refresh token is required',
  refreshInvalid: 'Your session has ended. Please login again',
  forgotAccepted: 'If an account with that username exists, we have e-mailed it a link to reset the password.',
  tooManyRequests: 'Too many requests. Please try again later.',
  passwordTooShort: PASSWORD_TOO_SHORT_MESSAGE,
  resetInvalid: 'This password reset link is invalid or has expired',
} as const;
