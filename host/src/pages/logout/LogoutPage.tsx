/** /logout: clears the session (storage, server-side refresh family, socket, config) and goes to /login. */
import { useEffect } from 'react';
import { useNavigate } from '@hearth/shared-kernel/react';
import { paths } from '@hearth/shared-kernel/paths';
import { session } from '@hearth/shared-kernel/session';
import { AreaLoading } from '../../app/AreaStatus';

export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    session.logout('user');
    navigate(paths.login(), { replace: true });
  }, [navigate]);
  return <AreaLoading />;
}
