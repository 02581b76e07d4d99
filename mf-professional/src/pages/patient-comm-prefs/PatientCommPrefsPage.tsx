/** /patient-settings/comm-prefs/:id: channels, contact times, time zone and Do Not Disturb. */
import { showToast } from '@hearth/shared-kernel/bus';
import { can } from '@hearth/shared-kernel/permissions';
import { useSession } from '@hearth/shared-kernel/react';
import { LoadState, useLoad } from '@hearth/shared-kernel/console';
import { patientSettingsPage } from '../../components/PatientSettingsScreen';
import { messagesOf, patientsApi } from '../../components/patientsApi';
import { CommPrefsForm } from './CommPrefsForm';

function CommPrefsSection({ patientId }: { patientId: string }) {
  const { permissions } = useSession();
  const loaded = useLoad(() => patientsApi.commPrefs(patientId), 'Failed to load data', [patientId]);
  return (
    <LoadState loaded={loaded}>
      {(prefs) => (
        <CommPrefsForm
          initial={prefs}
          canEdit={can(permissions, 'MODIFY_PATIENT')}
          onSave={async (next) => {
            try {
              loaded.setData(await patientsApi.saveCommPrefs(patientId, next));
              showToast({ header: 'Saved', message: 'Communication preferences have been updated', tone: 'success' });
              return [];
            } catch (error) {
              return messagesOf(error);
            }
          }}
        />
      )}
    </LoadState>
  );
}

export default patientSettingsPage('How and when this patient may be contacted.', CommPrefsSection);
