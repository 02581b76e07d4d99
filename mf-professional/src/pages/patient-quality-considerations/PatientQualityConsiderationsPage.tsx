/** /patient-settings/quality-considerations/:id: Gaps in care for this patient and their clinical data entry requests. */
import { useParams } from 'react-router-dom';
import { PatientSettingsNav } from '../../components/PatientSettingsNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function PatientQualityConsiderationsPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="Gaps in care for this patient and their clinical data entry requests."
      sectionNav={<PatientSettingsNav patientId={id} />}
      empty="Gaps in care and their clinical data entry status will appear here."
    />
  );
}
