/** /patient-settings/diagnosis-considerations/:id: Diagnoses suggested for review and their attestation. */
import { useParams } from 'react-router-dom';
import Empty from 'antd/es/empty';
import { FeatureGate } from '../../components/FeatureGate';
import { PatientSettingsNav } from '../../components/PatientSettingsNav';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function PatientDiagnosisConsiderationsPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="Diagnoses suggested for review and their attestation."
      sectionNav={<PatientSettingsNav patientId={id} />}
    >
      <FeatureGate flag="diagnosisConsiderationsPage" feature="Diagnosis considerations">
        <Empty description="Diagnosis considerations for this patient will appear here." />
      </FeatureGate>
    </ScreenFrame>
  );
}
