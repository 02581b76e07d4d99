/** /patient-settings/diagnosis-considerations/:id: diagnoses suggested for review and their attestation (behind diagnosisConsiderationsPage). */
import { cdeApi } from '../../components/cde/cdeApi';
import { FeatureGate } from '../../components/FeatureGate';
import { LoadState, useLoad } from '@hearth/shared-kernel/console';
import { PatientSettingsScreen } from '../../components/PatientSettingsScreen';
import type { ScreenProps } from '../../screens';
import '../../components/facts.css';
import '../../components/cde/cde.css';
import { DiagnosisConsiderationList } from './DiagnosisConsiderationList';

function DiagnosisConsiderations({ patientId }: { patientId: string }) {
  const loaded = useLoad(() => cdeApi.diagnosisConsiderations(patientId), 'Failed to load Diagnosis Considerations', [patientId]);
  return <LoadState loaded={loaded}>{(answer) => <DiagnosisConsiderationList answer={answer} onChange={loaded.setData} />}</LoadState>;
}

export default function PatientDiagnosisConsiderationsPage({ title }: ScreenProps) {
  return (
    <PatientSettingsScreen title={title} intro="Diagnoses suggested for review and their attestation.">
      {(id) => (
        <FeatureGate flag="diagnosisConsiderationsPage" feature="Diagnosis considerations">
          <DiagnosisConsiderations patientId={id} />
        </FeatureGate>
      )}
    </PatientSettingsScreen>
  );
}
