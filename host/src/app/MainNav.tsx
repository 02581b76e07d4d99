/** The main navigation bar; collapses behind the header's menu button below 768 px. */
import { useEffect, useSyncExternalStore } from 'react';
import { can } from '@hearth/shared-kernel/permissions';
import { NavLink, useSession } from '@hearth/shared-kernel/react';
import { session } from '@hearth/shared-kernel/session';
import { visibleNavItems } from './navItems';
import { onUnreadChange, unreadCount, watchUnread } from './unreadWatch';

export const MAIN_NAV_ID = 'hearth-main-nav';

export function MainNav({
  permissions,
  orgId = null,
  open,
  unread = 0,
}: {
  permissions: readonly string[];
  orgId?: string | null;
  open: boolean;
  unread?: number;
}) {
  const items = visibleNavItems(permissions, orgId);
  return (
    <nav id={MAIN_NAV_ID} className="shell-nav" aria-label="Main" data-open={open}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end}>
              {item.label}
              {item.showsUnread && unread > 0 ? (
                <span className="shell-nav-badge" aria-label={`${unread} unread`}>
                  {unread}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The navigation for the session's selected organisation (loaded with the session chrome). */
export default function SessionNav({ open }: { open: boolean }) {
  const { permissions, selectedOrgId } = useSession();
  const professionalId = session.claims()?.professionalId ?? null;
  // Unread conversations are a care team member's: only for those who may open them.
  const watching = professionalId && selectedOrgId && can(permissions, ['VIEW_PROGRAMS', 'VIEW_PATIENT']) ? `${professionalId}:${selectedOrgId}` : null;
  useEffect(() => {
    if (!watching) return;
    const [id, orgId] = watching.split(':');
    return watchUnread(id, orgId);
  }, [watching]);
  const unread = useSyncExternalStore(onUnreadChange, unreadCount, unreadCount);
  return <MainNav permissions={permissions} orgId={selectedOrgId} open={open} unread={unread} />;
}
