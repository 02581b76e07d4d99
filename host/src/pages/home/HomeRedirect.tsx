/** '/': sends each user kind to its home (SPEC §2); the guard then handles organisation choice. */
import { Navigate, useLocation } from '@hearth/shared-kernel/react';
import { homePath } from '@hearth/shared-kernel/permissions';
import { session } from '@hearth/shared-kernel/session';
import { useSessionVersion } from '../../session/useGuardState';

export function HomeRedirect() {
  const { search } = useLocation();
  useSessionVersion();
  const known = session.isLoggedIn() || session.hasPatientToken(search);
  const target = known ? homePath(session.kind(search), session.orgIds().length, search) : homePath('unknown', 0, search);
  return <Navigate to={target} replace />;
}
