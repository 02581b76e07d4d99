/**
 * The header content of a logged-in user: the menu button that opens the navigation on narrow
 * screens, the brand, the selected organisation (a switcher when the user has several) and the
 * user menu with Settings (the user's own settings) and Log out. Loaded with the session chrome, after login.
 */
import { useId, type ChangeEvent } from 'react';
import { paths } from '@hearth/shared-kernel/paths';
import { Link, useNavigate, useSession } from '@hearth/shared-kernel/react';
import { session, type OrgSummary } from '@hearth/shared-kernel/session';
import { Brand } from './Brand';
import { MAIN_NAV_ID } from './MainNav';

export interface HeaderProps {
  email: string | null;
  orgs: OrgSummary[];
  selectedOrgId: string | null;
  onSelectOrg: (orgId: string) => void;
  navOpen: boolean;
  onToggleNav: () => void;
  /** The signed-in professional's id: the menu's Settings opens their own settings. */
  professionalId?: string | null;
}

function OrganizationIndicator({ orgs, selectedOrgId, onSelectOrg }: Pick<HeaderProps, 'orgs' | 'selectedOrgId' | 'onSelectOrg'>) {
  const id = useId();
  const navigate = useNavigate();
  const selected = orgs.find((o) => o.id === selectedOrgId);
  if (!selected) return null;
  if (orgs.length < 2) return <span className="shell-org shell-org-name">{selected.name}</span>;
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    onSelectOrg(event.target.value);
    // Permissions differ between organisations: start again from the new organisation's home.
    navigate(paths.home());
  };
  return (
    <span className="shell-org">
      <label htmlFor={id} className="sr-only">
        Organization
      </label>
      <select id={id} value={selected.id} onChange={change}>
        {orgs.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </span>
  );
}

function HeaderContent(props: HeaderProps) {
  const { email, navOpen, onToggleNav, professionalId } = props;
  return (
    <>
      <button type="button" className="shell-nav-toggle" aria-controls={MAIN_NAV_ID} aria-expanded={navOpen} onClick={onToggleNav}>
        Menu
      </button>
      <Brand />
      <span className="shell-header-spacer" />
      <OrganizationIndicator {...props} />
      <details className="shell-menu">
        <summary>Account</summary>
        <div className="shell-menu-panel">
          <p>{email ?? 'Signed in'}</p>
          {professionalId ? <Link to={paths.userSettings(professionalId)}>Settings</Link> : null}
          <Link to={paths.logout()}>Log out</Link>
        </div>
      </details>
    </>
  );
}

/** The header content wired to the session. */
export default function SessionHeader({ navOpen, onToggleNav }: Pick<HeaderProps, 'navOpen' | 'onToggleNav'>) {
  const snap = useSession();
  return (
    <HeaderContent
      email={snap.email}
      orgs={snap.orgs}
      selectedOrgId={snap.selectedOrgId}
      onSelectOrg={(orgId) => session.selectOrg(orgId)}
      navOpen={navOpen}
      onToggleNav={onToggleNav}
      professionalId={snap.loggedIn ? (session.claims()?.professionalId ?? null) : null}
    />
  );
}
