/** /user-settings/:id: a user's settings at a glance. */
import Descriptions from 'antd/es/descriptions';
import { NOTIFICATION_SETTINGS_MESSAGES } from '@hearth/shared-kernel/domain';
import { displayPhone } from '@hearth/shared-kernel/rules';
import { userSettingsApi } from '../../components/adminApi';
import { adminScreen } from '../../components/AdminScreen';

export default adminScreen(
  'user',
  { intro: "A user's settings at a glance.", failure: NOTIFICATION_SETTINGS_MESSAGES.loadFailed },
  userSettingsApi.settings,
  (s) => (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label="Name">{[s.title, s.firstName, s.lastName, s.suffix].filter(Boolean).join(' ')}</Descriptions.Item>
      <Descriptions.Item label="User name">{s.userName}</Descriptions.Item>
      <Descriptions.Item label="E-mail">{s.email}</Descriptions.Item>
      <Descriptions.Item label="Mobile phone">{s.mobilePhone ? displayPhone(s.mobilePhone) : 'None'}</Descriptions.Item>
      <Descriptions.Item label="User License Agreement">{s.eula ? 'Accepted' : 'Not accepted yet'}</Descriptions.Item>
    </Descriptions>
  ),
);
