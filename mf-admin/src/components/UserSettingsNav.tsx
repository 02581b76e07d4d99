/** Navigation between the settings pages of one user (SPEC §2 user settings). */
import { paths } from '@hearth/shared-kernel/paths';
import { SectionNav, NavLink } from '@hearth/shared-kernel/react';

export function UserSettingsNav({ userId }: { userId: string }) {
  return (
    <SectionNav
      className="adm-section-nav"
      NavLink={NavLink}
      label="User settings"
      links={[
        { to: paths.userSettings(userId), label: 'Overview' },
        { to: paths.userSettings(userId, 'profile'), label: 'Profile' },
        { to: paths.userSettings(userId, 'account'), label: 'Account' },
        { to: paths.userSettings(userId, 'notifications'), label: 'Notifications' },
        { to: paths.userSettings(userId, 'care-team'), label: 'Care team' },
      ]}
    />
  );
}
