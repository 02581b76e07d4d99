/** What the sign-in calls answer when they refuse (../api/auth.ts): the API answers them, the pages may show them. */
import { PASSWORD_TOO_SHORT_MESSAGE } from './password';

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
