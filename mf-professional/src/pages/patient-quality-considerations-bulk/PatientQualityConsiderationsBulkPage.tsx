/** /patient-settings/quality-considerations-bulk/:id: A clinical-data form for each care-gap item ready for entry, submitted together with 'Submit All'. */
import { useParams } from 'react-router-dom';
import { PatientSettingsNav } from '../../components/PatientSettingsNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function PatientQualityConsiderationsBulkPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="A clinical-data form for each care-gap item ready for entry, submitted together with 'Submit All'."
      sectionNav={<PatientSettingsNav patientId={id} />}
      empty="Forms for the care-gap items ready for entry will appear here."
    />
  );
}
