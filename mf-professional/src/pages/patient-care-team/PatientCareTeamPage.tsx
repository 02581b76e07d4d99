/** /patient-settings/care-team/:id: the professionals looking after this patient. */
import { CareTeamTable } from '../../components/CareTeamTable';
import { LoadState, useLoad } from '@hearth/shared-kernel/console';
import { PatientSettingsScreen } from '../../components/PatientSettingsScreen';
import { patientsApi } from '../../components/patientsApi';
import type { ScreenProps } from '../../screens';

function CareTeam({ patientId }: { patientId: string }) {
  const loaded = useLoad(() => patientsApi.careTeam(patientId), 'Failed to load data', [patientId]);
  return <LoadState loaded={loaded}>{(members) => <CareTeamTable members={members} emptyText="No one is on this patient's care team yet." />}</LoadState>;
}

export default function PatientCareTeamPage({ title }: ScreenProps) {
  return (
    <PatientSettingsScreen title={title} intro="The professionals looking after this patient, with their roles.">
      {(id) => <CareTeam patientId={id} />}
    </PatientSettingsScreen>
  );
}
