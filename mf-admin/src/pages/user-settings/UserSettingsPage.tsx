/** /user-settings/:id: a user's settings at a glance. */
import { useParams } from 'react-router-dom';
import Descriptions from 'antd/es/descriptions';
import { NOTIFICATION_SETTINGS_MESSAGES } from '@hearth/shared-kernel/domain';
import { displayPhone } from '@hearth/shared-kernel/rules';
import { userSettingsApi } from '../../components/adminApi';
import { LoadState, ScreenFrame, useLoad } from '@hearth/shared-kernel/console';
import { UserSettingsNav } from '../../components/UserSettingsNav';
import type { ScreenProps } from '../../screens';

export default function UserSettingsPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  const loaded = useLoad(() => userSettingsApi.settings(id), NOTIFICATION_SETTINGS_MESSAGES.loadFailed, [id]);
  return (
    <ScreenFrame title={title} intro="A user's settings at a glance." sectionNav={<UserSettingsNav userId={id} />}>
      <LoadState loaded={loaded}>
        {(s) => (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="Name">{[s.title, s.firstName, s.lastName, s.suffix].filter(Boolean).join(' ')}</Descriptions.Item>
            <Descriptions.Item label="User name">{s.userName}</Descriptions.Item>
            <Descriptions.Item label="E-mail">{s.email}</Descriptions.Item>
            <Descriptions.Item label="Mobile phone">{s.mobilePhone ? displayPhone(s.mobilePhone) : 'None'}</Descriptions.Item>
            <Descriptions.Item label="User License Agreement">{s.eula ? 'Accepted' : 'Not accepted yet'}</Descriptions.Item>
          </Descriptions>
        )}
      </LoadState>
    </ScreenFrame>
  );
}
