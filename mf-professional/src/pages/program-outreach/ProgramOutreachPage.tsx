/** /programs/:programId/outreaches/:outreachId: one outreach run and its per-patient attempts. */
import { Link, useParams } from '@hearth/shared-kernel/react';
import Table, { type ColumnsType } from 'antd/es/table';
import type { OutreachAttempt } from '@hearth/shared-kernel/domain';
import { paths } from '@hearth/shared-kernel/paths';
import { LoadState, ScreenFrame, useLoad } from '@hearth/shared-kernel/console';
import { ProgramNav } from '../../components/ProgramNav';
import { ToneTag } from '../../components/ToneTag';
import { PROGRAMS_LOAD_FAILED, programsApi, type ProgramsApi } from '../../components/programs/programsApi';
import type { ScreenProps } from '../../screens';
import { formatDateTime } from '@hearth/shared-kernel/domain';

const RESULTS = { agreed: 'Agreed', never_responded: 'Never responded', opted_out: 'Opted out' } as const;

export default function ProgramOutreachPage({ title, api = programsApi }: ScreenProps & { api?: Pick<ProgramsApi, 'outreach'> }) {
  const { programId = '', outreachId = '' } = useParams();
  const loaded = useLoad(() => api.outreach(programId, outreachId), PROGRAMS_LOAD_FAILED, [api, programId, outreachId]);
  const columns: ColumnsType<OutreachAttempt> = [
    { key: 'name', title: 'Patient', render: (_, a) => <Link to={paths.patientSettings('programs', a.patientId)}>{`${a.lastName}, ${a.firstName}`}</Link> },
    { key: 'attempt', title: 'Invitation', render: (_, a) => `${a.attempt} of 3` },
    {
      key: 'status',
      title: 'Text',
      render: (_, a) => (a.status === 'sent' ? `Sent ${formatDateTime(a.sentAt)}` : a.status === 'failed' ? <ToneTag tone="negative">{`Not sent: ${a.reason ?? ''}`}</ToneTag> : 'Waiting'),
    },
    { key: 'result', title: 'Result', render: (_, a) => (a.result ? <ToneTag tone={a.result === 'agreed' ? 'positive' : 'negative'}>{RESULTS[a.result]}</ToneTag> : '—') },
  ];
  return (
    <ScreenFrame title={title} intro="One outreach window and each patient it invited." sectionNav={<ProgramNav programId={programId} />}>
      <LoadState loaded={loaded}>
        {(run) => (
          <>
            <p>
              {formatDateTime(run.windowStart)} to {formatDateTime(run.windowEnd)} · {run.status === 'done' ? 'finished' : 'running'} · {run.invited} sent, {run.failed} not sent,{' '}
              {run.agreed} agreed, {run.neverResponded} never responded
            </p>
            <Table<OutreachAttempt> rowKey={(a) => `${a.patientId}:${a.attempt}`} size="middle" columns={columns} dataSource={run.attempts} pagination={{ pageSize: 50 }} />
          </>
        )}
      </LoadState>
    </ScreenFrame>
  );
}
