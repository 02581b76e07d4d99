/**
 * The port of auth: what other features use of sign-in: password hashing and storing, ending sessions (a changed password, a deactivated account), the access token's audience, and finishing a sign-in proved elsewhere (single sign-on).
 * Other features import this module only, never the folder's other files.
 */
export { hashPassword, verifyPassword } from './passwords';
export { setPasswordHash } from './queries';
export { hashToken, revokeAllSessions, revokeSession } from './sessions';
export { AUDIENCE, ISSUER, type TokenService } from './tokens';
export type { SignIn } from './sign-in';
export { keyedHash } from './secret';
