/**
 * Single sign-on's two steps for the sign-in pages: where the browser goes to sign in at the
 * organisation's identity provider, and the provider's answer handed to the API, which lands as a
 * password login does. A subpath of its own, so only the sign-in pages load it: the session every
 * page loads carries none of it.
 */
import { ssoCalls } from '../api/sso';
import type { CallInput } from '../api/call';
import { kernelConfig } from '../config';
import { HttpError } from '../http/error';
import { createWire } from '../http/wire';
import { session } from '../session';

// Sent bare, as the session's own calls are: a refused sign-in never logs anyone out.
const wire = createWire({ config: kernelConfig });

export const sso = {
  /** Starts a sign-in: answers where the browser goes to sign in at the organisation's provider. */
  async start(body: CallInput<typeof ssoCalls.start>['body']): Promise<string> {
    const answer = await wire.call(ssoCalls.start, { body }, { auth: { bearer: null } });
    if (!answer || typeof answer.authorizationUrl !== 'string') throw new HttpError(502, 'Single sign-on answer has no authorizationUrl');
    return answer.authorizationUrl;
  },

  /**
   * The provider's return (/login/callback): its query handed to the API, then the same landing as
   * a password login. Answers the goto given when the sign-in started.
   */
  async finish(callback: CallInput<typeof ssoCalls.finish>['body']): Promise<string | null> {
    const answer = await wire.call(ssoCalls.finish, { body: callback }, { auth: { bearer: null } });
    await session.completeLogin(answer);
    return answer.goto;
  },
};
