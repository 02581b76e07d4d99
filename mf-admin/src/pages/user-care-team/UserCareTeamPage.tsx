/** /user-settings/:id/care-team: The care teams this user belongs to. */
import { useParams } from 'react-router-dom';
import { UserSettingsNav } from '../../components/UserSettingsNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function UserCareTeamPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="The care teams this user belongs to."
      sectionNav={<UserSettingsNav userId={id} />}
      empty="This user's care teams will appear here."
    />
  );
}
