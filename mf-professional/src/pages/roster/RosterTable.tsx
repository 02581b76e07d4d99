/**
 * The roster table: server-side sort and paging, the chosen columns, row actions. The status
 * filter sits in the toolbar, not in a column header: antd's header filter brings its menu and
 * tree code (about 30 KiB gzip) to the first page of the area.
 */
import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from '@hearth/shared-kernel/react';
import Button from 'antd/es/button';
import Table, { type ColumnsType, type TableProps } from 'antd/es/table';
import { paths } from '@hearth/shared-kernel/paths';
import { enrollmentLinkAction, formatDateTime, formatCalendarDate } from '@hearth/shared-kernel/domain';
import { formatPhone, countOf } from '@hearth/shared-kernel/rules';
import { EnrollmentStatusTag } from '../../components/EnrollmentStatusTag';
import { ToneTag } from '../../components/ToneTag';
import { languageName } from '../../components/language';
import { formatSortableName } from '../../components/names';
import type { RosterPatient } from '../../domain';
import type { RosterSortKey } from './rosterApi';
import type { RosterStore } from './RosterStore';
import type { RosterColumnKey } from './rosterView';

/** Where the patient view opens a patient at once (its START_PATIENT_PARAM). */
const messagePatientPath = (patientId: string) => `${paths.professional()}?patientId=${encodeURIComponent(patientId)}`;

/** The server sort key of each sortable column; the name column sorts by last name. */
const SORT_KEYS: Partial<Record<RosterColumnKey, RosterSortKey>> = {
  name: 'lastName',
  dateOfBirth: 'dateOfBirth',
  enrollmentStatus: 'enrollmentStatus',
  lastContactAt: 'lastContactAt',
};

// Loaded when a call is started: the modal's code stays off the roster's first load.
const NewCallModal = lazy(() => import('../../components/NewCallModal').then((m) => ({ default: m.NewCallModal })));

export interface RosterTableProps {
  store: RosterStore;
  canInvite: boolean;
  canCall: boolean;
}

export const RosterTable = observer(function RosterTable({ store, canInvite, canCall }: RosterTableProps) {
  const navigate = useNavigate();
  const [calling, setCalling] = useState<RosterPatient | null>(null);
  const { filter } = store;
  const order = (key: RosterColumnKey) =>
    filter.sortKey === SORT_KEYS[key] ? (filter.sortDirection === 'ASC' ? ('ascend' as const) : ('descend' as const)) : null;

  const all: Record<RosterColumnKey, ColumnsType<RosterPatient>[number]> = {
    name: {
      key: 'name',
      title: 'Name',
      render: (_, p) => (
        <Button type="link" className="pro-cell-link" onClick={() => navigate(paths.patientSettings('general-info', p.id))}>
          {formatSortableName(p)}
        </Button>
      ),
    },
    dateOfBirth: { key: 'dateOfBirth', title: 'Date of birth', render: (_, p) => formatCalendarDate(p.dateOfBirth) },
    smsPhoneNumber: { key: 'smsPhoneNumber', title: 'Mobile', render: (_, p) => (p.smsPhoneNumber ? formatPhone(p.smsPhoneNumber) : '—') },
    enrollmentStatus: {
      key: 'enrollmentStatus',
      title: 'Enrollment',
      render: (_, p) => <EnrollmentStatusTag status={p.enrollmentStatus} />,
    },
    preferredLanguage: { key: 'preferredLanguage', title: 'Language', render: (_, p) => languageName(p.preferredLanguage) },
    needsResponse: {
      key: 'needsResponse',
      title: 'Needs response',
      render: (_, p) => (p.needsResponse ? <ToneTag tone="negative">Needs response</ToneTag> : null),
    },
    orgName: { key: 'orgName', title: 'Organization', dataIndex: 'orgName' },
    lastContactAt: { key: 'lastContactAt', title: 'Last contact', render: (_, p) => formatDateTime(p.lastContactAt) || '—' },
  };

  const columns: ColumnsType<RosterPatient> = store.columns.map((key) => ({
    ...all[key],
    ...(SORT_KEYS[key] ? { sorter: true, sortOrder: order(key), sortDirections: ['ascend', 'descend', 'ascend'] } : {}),
  }));
  columns.push({
    key: 'actions',
    title: 'Actions',
    render: (_, p) => (
      <div className="pro-actions">
        <Button size="small" onClick={() => navigate(paths.patientSettings('general-info', p.id))}>
          Open
        </Button>
        <Button size="small" onClick={() => navigate(messagePatientPath(p.id))}>
          Message
        </Button>
        {canCall ? (
          <Button size="small" onClick={() => setCalling(p)}>
            Call
          </Button>
        ) : null}
        {canInvite && enrollmentLinkAction(p.enrollmentStatus) ? (
          <Button size="small" loading={store.inviting.has(p.id)} onClick={() => void store.invite(p)}>
            {enrollmentLinkAction(p.enrollmentStatus)}
          </Button>
        ) : null}
      </div>
    ),
  });

  const onChange: TableProps<RosterPatient>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const key = SORT_KEYS[s?.columnKey as RosterColumnKey] ?? 'lastName';
      void store.setSort(s?.order ? key : 'lastName', s?.order === 'descend' ? 'DESC' : 'ASC');
    } else {
      void store.setPage(pagination.current ?? 1, pagination.pageSize ?? filter.pageSize);
    }
  };

  return (
    <>
      {calling ? (
        <Suspense fallback={null}>
          <NewCallModal
            open
            patientId={calling.id}
            patientName={`${calling.firstName} ${calling.lastName}`}
            patientNumber={calling.smsPhoneNumber}
            onClose={() => setCalling(null)}
          />
        </Suspense>
      ) : null}
      <Table<RosterPatient>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={store.items}
        loading={store.loading}
        onChange={onChange}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: store.error ? store.error : 'No patients match this search.' }}
        pagination={{
          current: store.page,
          pageSize: filter.pageSize,
          total: store.totalRecords,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (total, [from, to]) => `${from}–${to} of ${countOf(total, 'patient', 'patients', store.totalIsEstimate)}`,
        }}
      />
    </>
  );
});
