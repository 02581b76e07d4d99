/** /user-settings/:id/notifications: which conversations, tasks and events notify this user, and how (per organisation). */
import { useState } from 'react';
import Select from 'antd/es/select';
import { NOTIFICATION_SETTINGS_MESSAGES } from '@hearth/shared-kernel/domain';
import { useSession, useParams } from '@hearth/shared-kernel/react';
import { userSettingsApi } from '../../components/adminApi';
import { Field, LoadState, ScreenFrame, useLoad } from '@hearth/shared-kernel/console';
import { ownProfessionalId } from '../../components/ownId';
import { UserSettingsNav } from '../../components/UserSettingsNav';
import type { ScreenProps } from '../../screens';
import { DeviceAlertsForm } from './DeviceAlertsForm';
import { NotificationSettingsForm } from './NotificationSettingsForm';

export default function UserNotificationsPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  const { orgs, selectedOrgId } = useSession();
  // Own settings: any of the user's organisations; another user's: the one the administrator acts in.
  const choices = ownProfessionalId() === id ? orgs : orgs.filter((o) => o.id === selectedOrgId);
  const [orgId, setOrgId] = useState(selectedOrgId ?? orgs[0]?.id ?? '');
  const loaded = useLoad(() => userSettingsApi.notifications(id, orgId || undefined), NOTIFICATION_SETTINGS_MESSAGES.loadFailed, [id, orgId]);
  return (
    <ScreenFrame title={title} intro="Which conversations, tasks and events notify this user, and how." sectionNav={<UserSettingsNav userId={id} />}>
      {choices.length > 1 ? (
        <Field label="Organization">
          <Select options={choices.map((o) => ({ value: o.id, label: o.name }))} value={orgId} onChange={(v: string) => setOrgId(v)} style={{ width: 280 }} />
        </Field>
      ) : null}
      <LoadState loaded={loaded}>
        {(settings) => (
          <NotificationSettingsForm
            key={settings.orgId}
            initial={settings}
            orgCount={choices.length}
            save={async (input) => {
              const saved = await userSettingsApi.saveNotifications(id, input);
              loaded.setData(saved);
              return saved;
            }}
          />
        )}
      </LoadState>
      {/* A device's own choices: only on one's own settings. */}
      {ownProfessionalId() === id ? <DeviceAlertsForm userId={id} /> : null}
    </ScreenFrame>
  );
}
