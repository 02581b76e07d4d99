/** /user-settings/:id/care-team: the care teams this user belongs to, with their patients count. */
import { ListTable } from '@hearth/shared-kernel/console';
import { NOTIFICATION_SETTINGS_MESSAGES, type UserCareTeam } from '@hearth/shared-kernel/domain';
import { userSettingsApi } from '../../components/adminApi';
import { adminScreen } from '../../components/AdminScreen';

export default adminScreen(
  'user',
  { intro: 'The care teams this user belongs to.', failure: NOTIFICATION_SETTINGS_MESSAGES.loadFailed },
  userSettingsApi.careTeams,
  (teams) => (
    <ListTable<UserCareTeam>
      rowKey="orgId"
      rows={teams}
      empty="This user is on no care team."
      columns={[
        { title: 'Practice', dataIndex: 'orgName' },
        { title: 'Role', dataIndex: 'role' },
        { title: 'Patients', dataIndex: 'patientsCount' },
      ]}
    />
  ),
);
