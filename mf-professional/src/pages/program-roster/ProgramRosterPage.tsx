/**
 * /programs/:programId/roster: the patients in the program with their status (SPEC §4): search,
 * filter by status, sort and page on the server; stop, deactivate or queue a patient again.
 */
import { useState } from 'react';
import { Link, useParams } from '@hearth/shared-kernel/react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import type { ColumnsType } from 'antd/es/table';
import { PROGRAM_ENROLLMENT_STATUSES, type ProgramEnrollmentStatus, type ProgramRosterPatient, type ProgramStatusAction, formatDateTime, formatCalendarDate } from '@hearth/shared-kernel/domain';
import { paths } from '@hearth/shared-kernel/paths';
import { allowedActions, countOf } from '@hearth/shared-kernel/rules';
import { ProgramNav } from '../../components/ProgramNav';
import { PageTable, ScreenFrame, SearchField } from '@hearth/shared-kernel/console';
import { messagesOf } from '../../components/patientsApi';
import { ProgramStatusTag } from '../../components/programs/ProgramStatusTag';
import { PROGRAMS_LOAD_FAILED, programsApi, type PageQuery, type ProgramsApi } from '../../components/programs/programsApi';
import { pagedTable, usePaged } from '../../components/programs/usePaged';
import type { ScreenProps } from '../../screens';

const ACTION_LABELS: Record<ProgramStatusAction, string> = { stop: 'Stop outreach', deactivate: 'Deactivate', requeue: 'Queue again' };
type Query = PageQuery & { statuses: ProgramEnrollmentStatus[] };

export default function ProgramRosterPage({ title, api = programsApi }: ScreenProps & { api?: Pick<ProgramsApi, 'roster' | 'changeStatus'> }) {
  const { programId = '' } = useParams();
  const [failure, setFailure] = useState<string | null>(null);
  const paged = usePaged<ProgramRosterPatient, Query>(
    (q, signal) => api.roster(programId, q, signal),
    { sortKey: 'lastName', sortDirection: 'ASC', skip: 0, take: 20, statuses: [] },
    PROGRAMS_LOAD_FAILED,
    [api, programId],
  );
  const { query } = paged;

  async function act(p: ProgramRosterPatient, action: ProgramStatusAction) {
    setFailure(null);
    try {
      await api.changeStatus(programId, p.patientId, action);
      paged.reload();
    } catch (error) {
      setFailure(messagesOf(error)[0]);
    }
  }

  const table = pagedTable(paged, (n) => countOf(n, 'patient'));
  const { order } = table;
  const columns: ColumnsType<ProgramRosterPatient> = [
    {
      key: 'lastName',
      title: 'Name',
      sorter: true,
      sortOrder: order('lastName'),
      render: (_, p) => <Link to={paths.patientSettings('programs', p.patientId)}>{`${p.lastName}, ${p.firstName}`}</Link>,
    },
    { key: 'dateOfBirth', title: 'Date of birth', render: (_, p) => formatCalendarDate(p.dateOfBirth), sorter: true, sortOrder: order('dateOfBirth') },
    { key: 'mrn', title: 'MRN', dataIndex: 'mrn' },
    { key: 'status', title: 'Status', sorter: true, sortOrder: order('status'), render: (_, p) => <ProgramStatusTag status={p.status} attempts={p.inviteAttempts} /> },
    { key: 'lastInvitedAt', title: 'Last invited', render: (_, p) => formatDateTime(p.lastInvitedAt) || '—' },
    { key: 'updatedAt', title: 'Updated', sorter: true, sortOrder: order('updatedAt'), render: (_, p) => formatDateTime(p.updatedAt) },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, p) =>
        allowedActions({ status: p.status, inviteAttempts: p.inviteAttempts }).map((a) => (
          <Button key={a} size="small" type="link" onClick={() => void act(p, a)} aria-label={`${ACTION_LABELS[a]}: ${p.firstName} ${p.lastName}`}>
            {ACTION_LABELS[a]}
          </Button>
        )),
    },
  ];

  return (
    <ScreenFrame title={title} intro="The patients in this program and where each stands." sectionNav={<ProgramNav programId={programId} />}>
      <div className="pro-toolbar">
        <SearchField label="Search the program roster" placeholder="Search name, date of birth, MRN or phone" onSearch={(search) => paged.setQuery({ search })} />
        <Select
          mode="multiple"
          allowClear
          placeholder="Any status"
          aria-label="Filter by status"
          value={query.statuses}
          onChange={(statuses: ProgramEnrollmentStatus[]) => paged.setQuery({ statuses })}
          options={PROGRAM_ENROLLMENT_STATUSES.map((s) => ({ value: s, label: s }))}
          style={{ minWidth: 260 }}
        />
      </div>
      {failure && <Alert type="error" showIcon title={failure} />}
      <PageTable<ProgramRosterPatient> read={paged} rowKey="patientId" columns={columns} rows={paged.page?.results ?? []} onChange={table.onChange} pagination={table.pagination} />
    </ScreenFrame>
  );
}
