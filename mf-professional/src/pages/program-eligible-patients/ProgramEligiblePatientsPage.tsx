/**
 * /programs/:programId/roster-eligible-patients: the organisation's patients not yet in the
 * program (server-side search, sort and paging); add one, or tick many and add them together.
 * Added patients wait In queue for the next outreach window.
 */
import { useState } from 'react';
import { useParams } from '@hearth/shared-kernel/react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import type { EligiblePatient } from '@hearth/shared-kernel/domain';
import { ProgramNav } from '../../components/ProgramNav';
import { namedRowSelection, PageTable, ScreenFrame, SearchField } from '@hearth/shared-kernel/console';
import { ToneTag } from '../../components/ToneTag';
import { messagesOf } from '../../components/patientsApi';
import { PROGRAMS_LOAD_FAILED, programsApi, type PageQuery, type ProgramsApi } from '../../components/programs/programsApi';
import { pagedTable, usePaged } from '../../components/programs/usePaged';
import type { ScreenProps } from '../../screens';
import { countOf } from '@hearth/shared-kernel/rules';
import { formatCalendarDate } from '@hearth/shared-kernel/domain';

const addedMessage = (n: number) => `${n} ${n === 1 ? 'patient' : 'patients'} added. They will be invited in the next outreach window.`;

function notes(p: EligiblePatient): string | null {
  if (p.optedOut) return 'Opted out: will not be invited';
  if (p.doNotDisturb) return 'Do Not Disturb: will not be invited';
  if (!p.hasSmsPhone) return 'No text number';
  return null;
}

export default function ProgramEligiblePatientsPage({ title, api = programsApi }: ScreenProps & { api?: Pick<ProgramsApi, 'eligible' | 'enroll'> }) {
  const { programId = '' } = useParams();
  const [selected, setSelected] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const [adding, setAdding] = useState(false);
  const paged = usePaged<EligiblePatient, PageQuery>((q, signal) => api.eligible(programId, q, signal), { sortKey: 'lastName', sortDirection: 'ASC', skip: 0, take: 20 }, PROGRAMS_LOAD_FAILED, [api, programId]);

  async function add(ids: string[]) {
    setAdding(true);
    setOutcome(null);
    try {
      const answer = await api.enroll(programId, ids);
      setOutcome({ type: 'success', text: addedMessage(answer.added) });
      setSelected([]);
      paged.reload();
    } catch (error) {
      setOutcome({ type: 'error', text: messagesOf(error)[0] });
    } finally {
      setAdding(false);
    }
  }

  const table = pagedTable(paged, (n) => countOf(n, 'patient', 'patients', paged.page?.totalIsEstimate));
  const { order } = table;
  const columns: ColumnsType<EligiblePatient> = [
    { key: 'lastName', title: 'Name', sorter: true, sortOrder: order('lastName'), render: (_, p) => `${p.lastName}, ${p.firstName}` },
    { key: 'dateOfBirth', title: 'Date of birth', render: (_, p) => formatCalendarDate(p.dateOfBirth), sorter: true, sortOrder: order('dateOfBirth') },
    { key: 'mrn', title: 'MRN', dataIndex: 'mrn' },
    { key: 'notes', title: 'Outreach', render: (_, p) => (notes(p) ? <ToneTag tone="caution">{notes(p)}</ToneTag> : 'Can be invited') },
    {
      key: 'add',
      title: 'Add',
      render: (_, p) => (
        <Button size="small" onClick={() => void add([p.patientId])} disabled={adding} aria-label={`Add ${p.firstName} ${p.lastName} to the program`}>
          Add
        </Button>
      ),
    },
  ];
  return (
    <ScreenFrame title={title} intro="Patients of your organization who are not in this program yet." sectionNav={<ProgramNav programId={programId} />}>
      <div className="pro-toolbar">
        <SearchField label="Search eligible patients" placeholder="Search name, date of birth, MRN or phone" onSearch={(search) => paged.setQuery({ search })} />
        <span className="pro-toolbar__grow" />
        <Button type="primary" disabled={!selected.length || adding} loading={adding} onClick={() => void add(selected)}>
          Add selected ({selected.length})
        </Button>
      </div>
      {outcome && <Alert type={outcome.type} showIcon title={outcome.text} role={outcome.type === 'error' ? 'alert' : 'status'} />}
      <PageTable<EligiblePatient>
        read={paged}
        rowKey="patientId"
        columns={columns}
        rows={paged.page?.results ?? []}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as string[]),
          preserveSelectedRowKeys: true,
          ...namedRowSelection<EligiblePatient>((p) => `${p.firstName} ${p.lastName}`),
        }}
        onChange={table.onChange}
        pagination={table.pagination}
      />
    </ScreenFrame>
  );
}
