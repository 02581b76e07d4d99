/** /user-settings/:id/profile: Title, name and suffix as shown to patients and colleagues. */
import { useParams } from 'react-router-dom';
import { UserSettingsNav } from '../../components/UserSettingsNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function UserProfilePage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="Title, name and suffix as shown to patients and colleagues."
      sectionNav={<UserSettingsNav userId={id} />}
      empty="This user's profile will appear here."
    />
  );
}
