/** The one password rule, checked by the reset page before sending and by the API on receipt. */
export const PASSWORD_MIN_LENGTH = 10;

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

/** Messages for a new password; empty when it is acceptable. */
export function validatePassword(password: string): string[] {
  return password.length < PASSWORD_MIN_LENGTH ? [PASSWORD_TOO_SHORT_MESSAGE] : [];
}
