/** /user-settings/:id/account: User name, e-mail and licence agreement. */
import { useParams } from 'react-router-dom';
import { UserSettingsNav } from '../../components/UserSettingsNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function UserAccountPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="User name, e-mail and licence agreement."
      sectionNav={<UserSettingsNav userId={id} />}
      empty="This user's account details will appear here."
    />
  );
}
