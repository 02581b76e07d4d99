/** Navigation between the administration pages of one practice (SPEC §2 practice admin). */
import { paths } from '@hearth/shared-kernel/paths';
import { NavLink } from 'react-router-dom';
import { SectionNav } from '@hearth/shared-kernel/react';

export function PracticeNav({ practiceId }: { practiceId: string }) {
  return (
    <SectionNav
      className="adm-section-nav"
      NavLink={NavLink}
      label="Practice administration"
      links={[
        { to: paths.practiceAdmin(), label: 'All practices' },
        { to: paths.practiceAdmin(practiceId), label: 'Users' },
        { to: paths.practiceAdmin(practiceId, 'general-settings'), label: 'General settings' },
        { to: paths.practiceAdmin(practiceId, 'task-assignments'), label: 'Task assignments' },
        { to: paths.practiceAdmin(practiceId, 'notification-assignments'), label: 'Notification assignments' },
      ]}
    />
  );
}
