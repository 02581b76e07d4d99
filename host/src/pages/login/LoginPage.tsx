/**
 * /login: username and password, or single sign-on (SsoSignIn). On success the session holds the
 * tokens and security data (one organisation is selected automatically) and the user goes to
 * `goto`, or home by user kind.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@hearth/shared-kernel/react';
import { gotoTarget, paths, safeGoto } from '@hearth/shared-kernel/paths';
import { session } from '@hearth/shared-kernel/session';
import { FormAlert } from '../../components/FormAlert';
import { PageFrame } from '../../components/PageFrame';
import { loginErrorMessage } from './loginError';
import { SsoSignIn } from './SsoSignIn';

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const goto = safeGoto(params.get('goto'), paths.home());

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!username || !password) {
      setError('Enter your username and password.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await session.login({ username, password });
      navigate(goto, { replace: true });
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <PageFrame title="Log in to Hearth" narrow>
      <FormAlert message={error} />
      <form onSubmit={submit} noValidate>
        <div className="form-field">
          <label htmlFor="login-username">Username</label>
          <input id="login-username" name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
        </div>
        <div className="form-field">
          <label htmlFor="login-password">Password</label>
          <input id="login-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <button type="submit" className="button-primary" disabled={busy}>
          Log in
        </button>
      </form>
      <p className="form-links">
        <Link to="/forgot">Forgot your password?</Link>
      </p>
      <SsoSignIn org={params.get('org')} goto={gotoTarget(params.get('goto'))} />
    </PageFrame>
  );
}
