/** /user-settings/:id/care-team: the care teams this user belongs to, with their patients count. */
import { ListTable } from '@hearth/shared-kernel/console';
import { NOTIFICATION_SETTINGS_MESSAGES, type UserCareTeam } from '@hearth/shared-kernel/domain';
import { userSettingsApi } from '../../components/adminApi';
import { AdminScreen } from '../../components/AdminScreen';
import type { ScreenProps } from '../../screens';

export default function UserCareTeamPage({ title }: ScreenProps) {
  return (
    <AdminScreen title={title} intro="The care teams this user belongs to." of="user" load={userSettingsApi.careTeams} failure={NOTIFICATION_SETTINGS_MESSAGES.loadFailed}>
      {(teams) => (
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
      )}
    </AdminScreen>
  );
}
