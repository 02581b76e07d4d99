/** /patient-settings/conversations/:id: Text and secure chat conversations with this patient (only one can be active at a time). */
import { useParams } from 'react-router-dom';
import { PatientSettingsNav } from '../../components/PatientSettingsNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function PatientConversationsPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="Text and secure chat conversations with this patient (only one can be active at a time)."
      sectionNav={<PatientSettingsNav patientId={id} />}
      empty="Conversations with this patient will appear here."
    />
  );
}
