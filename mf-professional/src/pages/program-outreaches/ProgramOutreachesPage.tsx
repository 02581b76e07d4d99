/** /programs/:programId/outreaches: each outreach run: its window, texts sent, replies and results. */
import { useState } from 'react';
import { Link, useParams } from '@hearth/shared-kernel/react';
import Table, { type ColumnsType } from 'antd/es/table';
import type { OutreachRun, Paged } from '@hearth/shared-kernel/domain';
import { paths } from '@hearth/shared-kernel/paths';
import { LoadError, LoadState, ScreenFrame, useLoad } from '@hearth/shared-kernel/console';
import { ProgramNav } from '../../components/ProgramNav';
import { PROGRAMS_LOAD_FAILED, programsApi, type ProgramsApi } from '../../components/programs/programsApi';
import type { ScreenProps } from '../../screens';
import { formatDateTime } from '@hearth/shared-kernel/domain';

const PAGE = 20;

export default function ProgramOutreachesPage({ title, api = programsApi }: ScreenProps & { api?: Pick<ProgramsApi, 'outreaches'> }) {
  const { programId = '' } = useParams();
  const [skip, setSkip] = useState(0);
  const loaded = useLoad<Paged<OutreachRun>>(() => api.outreaches(programId, skip, PAGE), PROGRAMS_LOAD_FAILED, [api, programId, skip]);
  const columns: ColumnsType<OutreachRun> = [
    { key: 'when', title: 'Window', render: (_, r) => <Link to={paths.outreach(programId, r.id)}>{formatDateTime(r.windowStart)}</Link> },
    { key: 'status', title: 'Run', render: (_, r) => (r.status === 'done' ? 'Finished' : `Running (${r.pending} to send)`) },
    { key: 'invited', title: 'Texts sent', dataIndex: 'invited' },
    { key: 'failed', title: 'Not sent', dataIndex: 'failed' },
    { key: 'agreed', title: 'Agreed', dataIndex: 'agreed' },
    { key: 'never', title: 'Never responded', dataIndex: 'neverResponded' },
  ];
  return (
    <ScreenFrame title={title} intro="Each outreach window: when it ran, how many invitations went out and what came back." sectionNav={<ProgramNav programId={programId} />}>
      {loaded.error ? (
        <LoadError error={loaded.error} reload={loaded.reload} />
      ) : (
        <LoadState loaded={loaded}>
          {(page) => (
            <Table<OutreachRun>
              rowKey="id"
              size="middle"
              columns={columns}
              dataSource={page.results}
              locale={{ emptyText: 'No outreach has run for this program yet.' }}
              pagination={{ current: skip / PAGE + 1, pageSize: PAGE, total: page.totalRecords, onChange: (p) => setSkip((p - 1) * PAGE) }}
            />
          )}
        </LoadState>
      )}
    </ScreenFrame>
  );
}
