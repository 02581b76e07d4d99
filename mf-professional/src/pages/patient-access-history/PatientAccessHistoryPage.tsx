/** /patient-settings/access-history/:id: who read or changed this patient's record (VIEW_PATIENT + VIEW_AUDIT). */
import { PatientSettingsScreen } from '../../components/PatientSettingsScreen';
import { patientsApi } from '../../components/patientsApi';
import type { ScreenProps } from '../../screens';
import { PatientAccessHistory } from './PatientAccessHistory';

export default function PatientAccessHistoryPage({ title }: ScreenProps) {
  return (
    <PatientSettingsScreen title={title} intro="Who read or changed this patient's record, newest first, and from which address.">
      {(id) => <PatientAccessHistory patientId={id} load={patientsApi.accessHistory} />}
    </PatientSettingsScreen>
  );
}
