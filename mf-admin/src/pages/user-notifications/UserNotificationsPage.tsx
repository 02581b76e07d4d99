/** /user-settings/:id/notifications: Which conversations, tasks and events notify this user, and how. */
import { useParams } from 'react-router-dom';
import { UserSettingsNav } from '../../components/UserSettingsNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function UserNotificationsPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="Which conversations, tasks and events notify this user, and how."
      sectionNav={<UserSettingsNav userId={id} />}
      empty="This user's notification settings will appear here."
    />
  );
}
