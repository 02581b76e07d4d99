/** /patient-settings/care-team/:id: The professionals caring for this patient. */
import { useParams } from 'react-router-dom';
import { PatientSettingsNav } from '../../components/PatientSettingsNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function PatientCareTeamPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="The professionals caring for this patient."
      sectionNav={<PatientSettingsNav patientId={id} />}
      empty="Members of this patient's care team will appear here."
    />
  );
}
