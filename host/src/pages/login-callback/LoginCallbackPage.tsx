/** /login/callback: the single sign-on return address, not configured in this environment yet. */
import { Link } from '@hearth/shared-kernel/react';
import { PageFrame } from '../../components/PageFrame';

export function LoginCallbackPage() {
  return (
    <PageFrame title="Single sign-on" narrow>
      <p role="status">Single sign-on is not configured for this environment.</p>
      <p>
        <Link to="/login">Log in with your username and password</Link>
      </p>
    </PageFrame>
  );
}
