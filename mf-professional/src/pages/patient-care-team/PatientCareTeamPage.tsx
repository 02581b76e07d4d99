/** /patient-settings/care-team/:id: the professionals looking after this patient. */
import { CareTeamTable } from '../../components/CareTeamTable';
import { LoadState, useLoad } from '@hearth/shared-kernel/console';
import { patientSettingsPage } from '../../components/PatientSettingsScreen';
import { patientsApi } from '../../components/patientsApi';

function CareTeam({ patientId }: { patientId: string }) {
  const loaded = useLoad(() => patientsApi.careTeam(patientId), 'Failed to load data', [patientId]);
  return <LoadState loaded={loaded}>{(members) => <CareTeamTable members={members} emptyText="No one is on this patient's care team yet." />}</LoadState>;
}

export default patientSettingsPage('The professionals looking after this patient, with their roles.', CareTeam);
