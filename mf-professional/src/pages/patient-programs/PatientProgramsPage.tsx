/** /patient-settings/programs/:id: Programs this patient is enrolled in and their enrollment status. */
import { useParams } from 'react-router-dom';
import { PatientSettingsNav } from '../../components/PatientSettingsNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function PatientProgramsPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="Programs this patient is enrolled in and their enrollment status."
      sectionNav={<PatientSettingsNav patientId={id} />}
      empty="This patient's programs will appear here."
    />
  );
}
