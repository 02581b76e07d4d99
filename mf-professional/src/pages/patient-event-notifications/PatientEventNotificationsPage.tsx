/** /patient-settings/event-notifications/:id: Admission, discharge and transfer events received for this patient. */
import { useParams } from 'react-router-dom';
import { PatientSettingsNav } from '../../components/PatientSettingsNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function PatientEventNotificationsPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="Admission, discharge and transfer events received for this patient."
      sectionNav={<PatientSettingsNav patientId={id} />}
      empty="This patient's event notifications will appear here."
    />
  );
}
