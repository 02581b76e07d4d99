/**
 * "Sign in with single sign-on" on /login: the work e-mail finds the organisation (or the link's
 * `?org=` names it), then the browser goes to the organisation's identity provider; it comes
 * back to /login/callback.
 */
import { useState, type FormEvent } from 'react';
import { sso } from '@hearth/shared-kernel/sso';
import { SSO_MESSAGES } from '@hearth/shared-kernel/rules';
import { FormAlert } from '../../components/FormAlert';
import { ssoErrorMessage } from './loginError';

export interface SsoSignInProps {
  /** The organisation hint from the link (?org=), when given. */
  org: string | null;
  /** Where to go once signed in (already a safe goto, or null). */
  goto: string | null;
  /** Leaves the page (tests watch it instead). */
  go?: (url: string) => void;
}

export function SsoSignIn({ org, goto, go = (url) => window.location.assign(url) }: SsoSignInProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!org && !email) {
      setError(SSO_MESSAGES.emailRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      go(await sso.start({ ...(org ? { org } : { email }), ...(goto ? { goto } : {}) }));
    } catch (failure) {
      setError(ssoErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="sso-heading" className="sso-sign-in">
      <h2 id="sso-heading">Single sign-on</h2>
      <FormAlert message={error} />
      <form onSubmit={submit} noValidate>
        {org ? null : (
          <div className="form-field">
            <label htmlFor="sso-email">Work e-mail</label>
            <input id="sso-email" name="email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
          </div>
        )}
        <button type="submit" className="button-secondary" disabled={busy}>
          Sign in with single sign-on
        </button>
      </form>
    </section>
  );
}
