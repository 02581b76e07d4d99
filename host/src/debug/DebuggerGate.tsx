/** Loads the debug overlay only for users holding ACCESS_DEBUGGER in the selected organisation. */
import { lazy, Suspense } from 'react';
import { can } from '@hearth/shared-kernel/permissions';
import { useSession } from '@hearth/shared-kernel/react';

const DebugOverlay = lazy(() => import('./DebugOverlay'));

export default function DebuggerGate() {
  const { loggedIn, permissions } = useSession();
  if (!loggedIn || !can(permissions, 'ACCESS_DEBUGGER')) return null;
  return (
    <Suspense fallback={null}>
      <DebugOverlay />
    </Suspense>
  );
}
