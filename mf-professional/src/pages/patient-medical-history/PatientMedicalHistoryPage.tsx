/** /patient-settings/medical-history/:id: The patient's medical history from connected health records. */
import { useParams } from 'react-router-dom';
import { PatientSettingsNav } from '../../components/PatientSettingsNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function PatientMedicalHistoryPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="The patient's medical history from connected health records."
      sectionNav={<PatientSettingsNav patientId={id} />}
      empty="Medical history for this patient will appear here."
    />
  );
}
