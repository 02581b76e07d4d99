/** /practice-admin: the practices the caller administers, with search; each opens its pages. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import type { PracticeSummary } from '@hearth/shared-kernel/domain';
import { paths } from '@hearth/shared-kernel/paths';
import { adminApi } from '../../components/adminApi';
import { LoadState } from '../../components/LoadState';
import { ScreenFrame } from '../../components/ScreenFrame';
import { useLoad } from '../../components/useLoad';
import type { ScreenProps } from '../../screens';

export default function PracticeAdminPage({ title }: ScreenProps) {
  const [search, setSearch] = useState('');
  const loaded = useLoad(() => adminApi.practices(search || undefined), 'Could not get practices. Please try again later.', [search]);
  return (
    <ScreenFrame title={title} intro="The practices you administer.">
      <div className="adm-toolbar" role="search">
        <Input.Search aria-label="Search practices" placeholder="Practice name" allowClear onSearch={setSearch} style={{ maxWidth: 320 }} />
      </div>
      <LoadState loaded={loaded}>
        {(practices) => (
          <Table<PracticeSummary>
            rowKey="id"
            dataSource={practices}
            pagination={false}
            locale={{ emptyText: search ? 'No practice matches this search.' : 'You administer no practice.' }}
            columns={[
              { title: 'Practice', dataIndex: 'name', render: (name: string, p) => <Link to={paths.practiceAdmin(p.id)}>{name}</Link> },
              { title: 'Part of', dataIndex: 'parentName', render: (v: string | null) => v ?? '—' },
              { title: 'Users', dataIndex: 'usersCount' },
            ]}
          />
        )}
      </LoadState>
    </ScreenFrame>
  );
}
