/** /patient-settings/tasks/:id: Tasks about this patient and who they are assigned to. */
import { useParams } from 'react-router-dom';
import { PatientSettingsNav } from '../../components/PatientSettingsNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function PatientTasksPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="Tasks about this patient and who they are assigned to."
      sectionNav={<PatientSettingsNav patientId={id} />}
      empty="Tasks about this patient will appear here."
    />
  );
}
