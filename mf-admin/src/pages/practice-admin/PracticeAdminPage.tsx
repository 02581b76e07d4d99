/**
 * /practice-admin: the practices the caller administers, with search; each opens its pages. A few
 * rows: a plain table, so the area's first screen does not download antd's table (sorting, filters).
 */
import { useState } from 'react';
import { Link } from '@hearth/shared-kernel/react';
import { paths } from '@hearth/shared-kernel/paths';
import { adminApi } from '../../components/adminApi';
import { LoadState, ScreenFrame, SearchField, useLoad } from '@hearth/shared-kernel/console';
import type { ScreenProps } from '../../screens';

export default function PracticeAdminPage({ title }: ScreenProps) {
  const [search, setSearch] = useState('');
  const loaded = useLoad(() => adminApi.practices(search || undefined), 'Could not get practices. Please try again later.', [search]);
  return (
    <ScreenFrame title={title} intro="The practices you administer.">
      <div className="adm-toolbar" role="search">
        <SearchField label="Search practices" placeholder="Practice name" onSearch={setSearch} />
      </div>
      <LoadState loaded={loaded}>
        {(practices) => (
          practices.length === 0 ? (
            <p className="hc-intro">{search ? 'No practice matches this search.' : 'You administer no practice.'}</p>
          ) : (
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">Practice</th>
                  <th scope="col">Part of</th>
                  <th scope="col">Users</th>
                </tr>
              </thead>
              <tbody>
                {practices.map((p) => (
                  <tr key={p.id}>
                    <td>
                      <Link to={paths.practiceAdmin(p.id)}>{p.name}</Link>
                    </td>
                    <td>{p.parentName ?? '—'}</td>
                    <td>{p.usersCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        )}
      </LoadState>
    </ScreenFrame>
  );
}
