/** /patient-settings/programs/:id: the programs this patient is in, with SPEC's program enrollment statuses. */
import { INVITE_ATTEMPTS, formatDateTime } from '@hearth/shared-kernel/domain';
import { ListTable, LoadState, useLoad } from '@hearth/shared-kernel/console';
import { ToneTag, type Tone } from '../../components/ToneTag';
import { patientSettingsPage } from '../../components/PatientSettingsScreen';
import { patientsApi } from '../../components/patientsApi';
import type { ProgramEnrollment } from '../../domain';

const TONES: Record<ProgramEnrollment['status'], Tone> = {
  Invited: 'info',
  'Never responded': 'neutral',
  Agreed: 'positive',
  Stopped: 'caution',
  'Opted Out': 'negative',
  Deactivated: 'neutral',
  'In queue': 'warning',
};

function Programs({ patientId }: { patientId: string }) {
  const loaded = useLoad(() => patientsApi.programs(patientId), 'Failed to load data', [patientId]);
  return (
    <LoadState loaded={loaded}>
      {(programs) => (
        <ListTable<ProgramEnrollment>
          rowKey="programId"
          rows={programs}
          empty="This patient is not in any program."
          columns={[
            { key: 'program', title: 'Program', dataIndex: 'programName' },
            { key: 'status', title: 'Status', render: (_, p) => <ToneTag tone={TONES[p.status]}>{p.status}</ToneTag> },
            {
              key: 'invites',
              title: 'Invitations',
              render: (_, p) => (p.inviteAttempts > 0 ? `${p.inviteAttempts} of ${INVITE_ATTEMPTS}` : '—'),
            },
            { key: 'updated', title: 'Last change', render: (_, p) => formatDateTime(p.updatedAt) || '—' },
          ]}
        />
      )}
    </LoadState>
  );
}

export default patientSettingsPage('The programs this patient is in and where each enrollment stands.', Programs);
