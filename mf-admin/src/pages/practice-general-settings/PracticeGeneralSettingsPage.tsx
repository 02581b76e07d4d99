/** /practice-admin/:id/general-settings: Support phone, task notification e-mail, doctor display name and outreach schedule. */
import { useParams } from 'react-router-dom';
import { PracticeNav } from '../../components/PracticeNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function PracticeGeneralSettingsPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="Support phone, task notification e-mail, doctor display name and outreach schedule."
      sectionNav={<PracticeNav practiceId={id} />}
      empty="The practice's general settings will appear here."
    />
  );
}
