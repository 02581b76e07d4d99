/**
 * /login/callback: where the organisation's identity provider sends the browser back. Its query
 * (code, state, iss, or an error) goes to the API once; on success the user lands as after a
 * password login (the goto given at the start, or home; the organisation picker when several).
 * Without a sign-in to finish, SPEC's text.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@hearth/shared-kernel/react';
import { paths, safeGoto } from '@hearth/shared-kernel/paths';
import { SSO_MESSAGES } from '@hearth/shared-kernel/rules';
import { sso } from '@hearth/shared-kernel/sso';
import { PageFrame } from '../../components/PageFrame';
import { ssoErrorMessage } from '../login/loginError';

const CALLBACK_FIELDS = ['code', 'state', 'iss', 'error'] as const;

export function LoginCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = params.get('state');
  const [error, setError] = useState<string | null>(state ? null : SSO_MESSAGES.notConfigured);
  // A code works once: a second effect run (React's strict mode) must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!state || sent.current) return;
    sent.current = true;
    const callback = Object.fromEntries(CALLBACK_FIELDS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!.slice(0, 2000)]] : [])));
    sso
      .finish({ ...callback, state: state.slice(0, 200) })
      .then((goto) => navigate(safeGoto(goto, paths.home()), { replace: true }))
      .catch((failure: unknown) => setError(ssoErrorMessage(failure)));
  }, [state, params, navigate]);

  return (
    <PageFrame title="Single sign-on" narrow>
      {error ? (
        <p role={state ? 'alert' : 'status'} className={state ? 'form-error' : undefined}>
          {error}
        </p>
      ) : (
        <p role="status">Signing you in…</p>
      )}
      {error ? (
        <p>
          <Link to="/login">{state ? 'Log in again' : 'Log in with your username and password'}</Link>
        </p>
      ) : null}
    </PageFrame>
  );
}
