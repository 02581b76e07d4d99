/** /user-settings/:id: A user's settings at a glance. */
import { useParams } from 'react-router-dom';
import { UserSettingsNav } from '../../components/UserSettingsNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function UserSettingsPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="A user's settings at a glance."
      sectionNav={<UserSettingsNav userId={id} />}
      empty="This user's settings will appear here."
    />
  );
}
