/** Care team members with SPEC's titles, suffixes and role labels (care team roster, a patient's team). */
import Table, { type TablePaginationConfig } from 'antd/es/table';
import type { CareTeamMember } from '../domain';
import { formatProfessionalName } from './names';
import { ToneTag } from './ToneTag';

export interface CareTeamTableProps {
  members: CareTeamMember[];
  loading?: boolean;
  emptyText: string;
  pagination?: TablePaginationConfig | false;
  onPage?: (page: number, pageSize: number) => void;
}

export function CareTeamTable({ members, loading, emptyText, pagination = false, onPage }: CareTeamTableProps) {
  return (
    <Table<CareTeamMember>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={members}
      locale={{ emptyText }}
      pagination={pagination}
      onChange={(p) => onPage?.(p.current ?? 1, p.pageSize ?? 20)}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'name',
          title: 'Name',
          render: (_, m) => (
            <>
              {formatProfessionalName(m)} {m.primary ? <ToneTag tone="info">Primary</ToneTag> : null}
            </>
          ),
        },
        { key: 'role', title: 'Role', dataIndex: 'role' },
        { key: 'email', title: 'E-mail', render: (_, m) => (m.email ? <a href={`mailto:${m.email}`}>{m.email}</a> : '—') },
        { key: 'userName', title: 'Username', dataIndex: 'userName' },
      ]}
    />
  );
}
