/** /patient-settings/comm-prefs/:id: How and when this patient prefers to be contacted. */
import { useParams } from 'react-router-dom';
import { PatientSettingsNav } from '../../components/PatientSettingsNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function PatientCommPrefsPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="How and when this patient prefers to be contacted."
      sectionNav={<PatientSettingsNav patientId={id} />}
      empty="The patient's channels, contact times and time zone will appear here."
    />
  );
}
