/**
 * A page of hospital events, paged on the server: when, type, patient (a link when matched, the
 * hospital's name and MRN otherwise), where, why, status, and the row actions a screen passes.
 */
import type { ReactNode } from 'react';
import { Link } from '@hearth/shared-kernel/react';
import Table, { type ColumnsType } from 'antd/es/table';
import { paths } from '@hearth/shared-kernel/paths';
import type { AdtEvent } from '@hearth/shared-kernel/domain';
import { ToneTag } from '../ToneTag';
import { EVENT_STATUS_LABELS, EVENT_TYPE_TONES, eventTypeLabel } from './eventLabels';
import { countOf } from '@hearth/shared-kernel/rules';
import { formatDateTime, formatCalendarDate } from '@hearth/shared-kernel/domain';

export interface EventTableProps {
  events: AdtEvent[];
  total: number;
  /** The total was counted a moment ago (a large list): shown as "about N". */
  totalIsEstimate?: boolean;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage(page: number, pageSize: number): void;
  actions?: (event: AdtEvent) => ReactNode;
  /** Hide the patient column (one patient's page). */
  hidePatient?: boolean;
}

export function EventTable({ events, total, totalIsEstimate, page, pageSize, loading, onPage, actions, hidePatient }: EventTableProps) {
  const columns: ColumnsType<AdtEvent> = [
    { key: 'occurredAt', title: 'When', dataIndex: 'occurredAt', render: (v: string) => formatDateTime(v) },
    { key: 'type', title: 'Event', dataIndex: 'type', render: (_: unknown, e) => <ToneTag tone={EVENT_TYPE_TONES[e.type]}>{eventTypeLabel(e.type)}</ToneTag> },
    ...(hidePatient
      ? []
      : [
          {
            key: 'patient',
            title: 'Patient',
            render: (_: unknown, e: AdtEvent) =>
              e.patientId ? (
                <Link to={paths.patientSettings('event-notifications', e.patientId)}>{e.patientName}</Link>
              ) : (
                <span>
                  {e.patientName || 'Unknown'} <ToneTag tone="warning">Unmatched</ToneTag>
                  <br />
                  <small>
                    MRN {e.mrn ?? '—'}
                    {e.dateOfBirth ? `, born ${formatCalendarDate(e.dateOfBirth)}` : ''}
                  </small>
                </span>
              ),
          },
        ]),
    { key: 'facility', title: 'Hospital', render: (_: unknown, e) => <>{e.facilityName}{e.location ? <><br /><small>{e.location}</small></> : null}</> },
    { key: 'reason', title: 'Reason', dataIndex: 'reason', render: (v: string | null) => v ?? '—' },
    {
      key: 'status',
      title: 'Status',
      render: (_: unknown, e) => (
        <span>
          {EVENT_STATUS_LABELS[e.status]}
          {e.acknowledgedBy ? <><br /><small>by {e.acknowledgedBy}</small></> : null}
        </span>
      ),
    },
    ...(actions ? [{ key: 'actions', title: 'Actions', render: (_: unknown, e: AdtEvent) => actions(e) }] : []),
  ];
  return (
    <Table<AdtEvent>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={events}
      loading={loading}
      pagination={{ current: page, pageSize, total, showSizeChanger: true, onChange: onPage, showTotal: (n) => countOf(n, 'event', 'events', totalIsEstimate) }}
    />
  );
}
