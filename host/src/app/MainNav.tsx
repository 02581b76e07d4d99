/** The main navigation bar; collapses behind the header's menu button below 768 px. */
import { NavLink, useSession } from '@hearth/shared-kernel/react';
import { visibleNavItems } from './navItems';

export const MAIN_NAV_ID = 'hearth-main-nav';

export function MainNav({ permissions, orgId = null, open }: { permissions: readonly string[]; orgId?: string | null; open: boolean }) {
  const items = visibleNavItems(permissions, orgId);
  return (
    <nav id={MAIN_NAV_ID} className="shell-nav" aria-label="Main" data-open={open}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end}>
              {item.label}
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
  return <MainNav permissions={permissions} orgId={selectedOrgId} open={open} />;
}
