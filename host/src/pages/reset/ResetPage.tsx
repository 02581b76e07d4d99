/** /reset?token=: choose a new password with the token from the reset e-mail. */
import { useState, type FormEvent } from 'react';
import { authCalls } from '@hearth/shared-kernel/api';
import { Link, useNavigate, useSearchParams } from '@hearth/shared-kernel/react';
import { HttpError, http } from '@hearth/shared-kernel/http';
import { PASSWORD_MIN_LENGTH, validatePassword } from '@hearth/shared-kernel/rules';
import { PageFrame } from '../../components/PageFrame';

export default function ResetPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const [tooShort] = validatePassword(password);
    if (tooShort) {
      setError(tooShort);
      return;
    }
    if (password !== String(form.get('confirm') ?? '')) {
      setError('The two passwords do not match.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await http.call(authCalls.reset, { body: { token, password } });
      navigate('/success', { replace: true, state: { message: 'Your password has been changed. You can now log in with it.' } });
    } catch (failure) {
      setBusy(false);
      setError(
        failure instanceof HttpError && failure.status < 500
          ? failure.message
          : 'We could not change your password right now. Please try again.',
      );
    }
  }

  if (!token) {
    return (
      <PageFrame title="Choose a new password" narrow>
        <p role="alert">This reset link is incomplete. Please use the link from your e-mail, or ask for a new one.</p>
        <p>
          <Link to="/forgot">Ask for a new reset link</Link>
        </p>
      </PageFrame>
    );
  }

  return (
    <PageFrame title="Choose a new password" narrow>
      {error ? (
        <div role="alert" className="form-error">
          {error}
        </div>
      ) : null}
      <form onSubmit={submit}>
        <div className="form-field">
          <label htmlFor="reset-password">New password</label>
          <input id="reset-password" name="password" type="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} required />
        </div>
        <div className="form-field">
          <label htmlFor="reset-confirm">Confirm new password</label>
          <input id="reset-confirm" name="confirm" type="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} required />
        </div>
        <button type="submit" className="button-primary" disabled={busy}>
          Change password
        </button>
      </form>
      <p className="form-links">
        <Link to="/login">Back to log in</Link>
      </p>
    </PageFrame>
  );
}
