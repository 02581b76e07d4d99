/** /user-settings/:id/care-team: the care teams this user belongs to, with their patients count. */
import { useParams } from 'react-router-dom';
import Table from 'antd/es/table';
import { NOTIFICATION_SETTINGS_MESSAGES, type UserCareTeam } from '@hearth/shared-kernel/domain';
import { userSettingsApi } from '../../components/adminApi';
import { LoadState, ScreenFrame, useLoad } from '@hearth/shared-kernel/console';
import { UserSettingsNav } from '../../components/UserSettingsNav';
import type { ScreenProps } from '../../screens';

export default function UserCareTeamPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  const loaded = useLoad(() => userSettingsApi.careTeams(id), NOTIFICATION_SETTINGS_MESSAGES.loadFailed, [id]);
  return (
    <ScreenFrame title={title} intro="The care teams this user belongs to." sectionNav={<UserSettingsNav userId={id} />}>
      <LoadState loaded={loaded}>
        {(teams) => (
          <Table<UserCareTeam>
            rowKey="orgId"
            dataSource={teams}
            pagination={false}
            locale={{ emptyText: 'This user is on no care team.' }}
            columns={[
              { title: 'Practice', dataIndex: 'orgName' },
              { title: 'Role', dataIndex: 'role' },
              { title: 'Patients', dataIndex: 'patientsCount' },
            ]}
          />
        )}
      </LoadState>
    </ScreenFrame>
  );
}
