/**
 * A new user's invitation: an account with no usable password, and an e-mail (the outbox in the
 * demo) with a set-password link. The link is a one-use password-reset token that lasts a week;
 * the portal's /reset page sets the password with it.
 */
import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/port';
import type { Queryable } from '../../platform/db/types';
import type { EmailMessage } from '../../channels/email/provider';

const INVITATION_TTL_SECONDS = 7 * 24 * 3600;

export async function createInvitationToken(q: Queryable, professionalId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await q.query(
    `insert into password_resets (token_hash, professional_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
    [hashToken(token), professionalId, INVITATION_TTL_SECONDS],
  );
  return token;
}

/** No password hashes to this: the account cannot sign in until the link is used. */
export const UNUSABLE_PASSWORD = '!invited';

export function invitationEmail(to: { email: string; firstName: string; userName: string }, practiceName: string, link: string): EmailMessage {
  return {
    to: to.email,
    subject: `You are invited to Hearth (${practiceName})`,
    text: [
      `Hello ${to.firstName},`,
      '',
      `You have been added to ${practiceName} on Hearth, with the user name "${to.userName}".`,
      'To choose your password, open this link within seven days (it works once):',
      '',
      link,
      '',
      'Hearth',
    ].join('\n'),
  };
}
