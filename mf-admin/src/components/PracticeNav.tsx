/** Navigation between the administration pages of one practice (SPEC §2 practice admin): the ones the user may open. */
import { paths } from '@hearth/shared-kernel/paths';
import { can, type PermissionName } from '@hearth/shared-kernel/permissions';
import { SectionNav, useSession, NavLink } from '@hearth/shared-kernel/react';

const LINKS: { to: (practiceId: string) => string; label: string; needs: PermissionName[] }[] = [
  { to: () => paths.practiceAdmin(), label: 'All practices', needs: ['MODIFY_ORGANIZATION'] },
  { to: (id) => paths.practiceAdmin(id), label: 'Users', needs: ['MODIFY_ORGANIZATION'] },
  { to: (id) => paths.practiceAdmin(id, 'general-settings'), label: 'General settings', needs: ['MODIFY_ORGANIZATION'] },
  { to: (id) => paths.practiceAdmin(id, 'task-assignments'), label: 'Task assignments', needs: ['MODIFY_ORGANIZATION', 'MODIFY_USER'] },
  { to: (id) => paths.practiceAdmin(id, 'notification-assignments'), label: 'Notification assignments', needs: ['MODIFY_ORGANIZATION', 'MODIFY_USER'] },
  { to: (id) => paths.practiceAdmin(id, 'access-report'), label: 'Access report', needs: ['VIEW_AUDIT'] },
  { to: (id) => paths.practiceAdmin(id, 'single-sign-on'), label: 'Single sign-on', needs: ['MODIFY_ORGANIZATION'] },
];

export function PracticeNav({ practiceId }: { practiceId: string }) {
  const { permissions } = useSession();
  return (
    <SectionNav
      className="adm-section-nav"
      NavLink={NavLink}
      label="Practice administration"
      links={LINKS.filter((l) => can(permissions, l.needs)).map((l) => ({ to: l.to(practiceId), label: l.label }))}
    />
  );
}
