/** /patient-settings/general-info/:id: The patient's demographics, contact details and enrollment status. */
import { useParams } from 'react-router-dom';
import { PatientSettingsNav } from '../../components/PatientSettingsNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function PatientGeneralInfoPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="The patient's demographics, contact details and enrollment status."
      sectionNav={<PatientSettingsNav patientId={id} />}
      empty="The patient's general information will appear here."
    />
  );
}
