/**
 * /forgot: asks for a reset e-mail. The answer is the same whether or not the account exists, so
 * the page cannot be used to discover usernames.
 */
import { useState, type FormEvent } from 'react';
import { authCalls } from '@hearth/shared-kernel/api';
import { Link } from '@hearth/shared-kernel/react';
import { http } from '@hearth/shared-kernel/http';
import { AUTH_MESSAGES } from '@hearth/shared-kernel/rules';
import { PageFrame } from '../../components/PageFrame';

/** The API's answer, the same whether or not the account exists. */
export const FORGOT_SENT_MESSAGE = AUTH_MESSAGES.forgotAccepted;

export default function ForgotPage() {
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const username = String(new FormData(event.currentTarget).get('username') ?? '').trim();
    if (!username) return;
    setState('busy');
    try {
      await http.call(authCalls.forgot, { body: { username } });
      setState('sent');
    } catch {
      setState('failed');
    }
  }

  return (
    <PageFrame title="Reset your password" narrow>
      {state === 'sent' ? (
        <p role="status">{FORGOT_SENT_MESSAGE}</p>
      ) : (
        <>
          <p>Enter your username and we will e-mail you a link to choose a new password.</p>
          {state === 'failed' ? (
            <div role="alert" className="form-error">
              We could not send the e-mail right now. Please try again.
            </div>
          ) : null}
          <form onSubmit={submit}>
            <div className="form-field">
              <label htmlFor="forgot-username">Username</label>
              <input id="forgot-username" name="username" autoComplete="username" autoCapitalize="none" required />
            </div>
            <button type="submit" className="button-primary" disabled={state === 'busy'}>
              Send reset link
            </button>
          </form>
        </>
      )}
      <p className="form-links">
        <Link to="/login">Back to log in</Link>
      </p>
    </PageFrame>
  );
}
