/**
 * /practice-admin/:id: the users of the practice (search, paging), adding one (an invitation
 * e-mail), changing a role, removing from the practice, deactivating and reactivating. Each change
 * takes effect on that user's next request.
 */
import { useState } from 'react';
import { Link, useParams } from '@hearth/shared-kernel/react';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import { showToast } from '@hearth/shared-kernel/bus';
import type { PracticeUser, ProfessionalRoleId } from '@hearth/shared-kernel/domain';
import { paths } from '@hearth/shared-kernel/paths';
import { adminApi, fieldErrorsOf } from '../../components/adminApi';
import { LoadState, ScreenFrame, SearchField, useLoad } from '@hearth/shared-kernel/console';
import { PracticeNav } from '../../components/PracticeNav';
import type { ScreenProps } from '../../screens';
import { AddUserModal, ROLE_OPTIONS } from './AddUserModal';

const PAGE_SIZE = 20;
const STATUS_LABELS = { active: 'Active', invited: 'Invited', deactivated: 'Deactivated' } as const;
const nameOf = (u: PracticeUser) => [u.title, u.firstName, u.lastName, u.suffix].filter(Boolean).join(' ');

export default function PracticePage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const loaded = useLoad(
    () => adminApi.users(id, { search: search || undefined, skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE }),
    'Could not get the users of this practice. Please try again later.',
    [id, search, page],
  );

  async function act(what: string, run: () => Promise<unknown>) {
    try {
      await run();
      showToast({ header: what, message: 'It applies from the user’s next action.', tone: 'success' });
      loaded.reload();
    } catch (error) {
      showToast({ header: 'Could not save', message: fieldErrorsOf(error).form ?? 'Please try again later.', tone: 'error' });
    }
  }

  return (
    <ScreenFrame title={title} intro="The users of this practice and their roles." sectionNav={<PracticeNav practiceId={id} />}>
      <div className="adm-toolbar">
        <SearchField
          label="Search users"
          placeholder="Name, user name or e-mail"
          onSearch={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
        <Button type="primary" onClick={() => setAdding(true)}>
          Add user
        </Button>
      </div>
      <LoadState loaded={loaded}>
        {(users) => (
          <Table<PracticeUser>
            rowKey="id"
            dataSource={users.results}
            locale={{ emptyText: search ? 'No user matches this search.' : 'This practice has no users yet.' }}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: users.totalRecords, onChange: setPage, showSizeChanger: false }}
            columns={[
              { title: 'Name', key: 'name', render: (_, u) => <Link to={paths.userSettings(u.id)}>{nameOf(u)}</Link> },
              { title: 'User name', dataIndex: 'userName' },
              { title: 'E-mail', dataIndex: 'email' },
              {
                title: 'Role',
                key: 'role',
                render: (_, u) =>
                  u.roleId === null ? (
                    u.role
                  ) : (
                    <Select<ProfessionalRoleId>
                      aria-label={`Role of ${nameOf(u)}`}
                      options={ROLE_OPTIONS}
                      value={u.roleId}
                      onChange={(roleId) => act('Role changed', () => adminApi.changeRole(id, u.id, roleId))}
                      style={{ width: 220 }}
                    />
                  ),
              },
              {
                title: 'Status',
                key: 'status',
                render: (_, u) => {
                  const status = !u.active ? 'deactivated' : u.invited ? 'invited' : 'active';
                  return <span className={`adm-status adm-status--${status}`}>{STATUS_LABELS[status]}</span>;
                },
              },
              {
                title: 'Actions',
                key: 'actions',
                render: (_, u) => (
                  <span className="adm-actions">
                    {u.active ? (
                      <Popconfirm title={`Deactivate ${nameOf(u)}? They are signed out at once.`} okText="Deactivate" onConfirm={() => act('User deactivated', () => adminApi.deactivateUser(id, u.id))}>
                        <Button size="small" danger>
                          Deactivate
                        </Button>
                      </Popconfirm>
                    ) : (
                      <Button size="small" onClick={() => act('User reactivated', () => adminApi.reactivateUser(id, u.id))}>
                        Reactivate
                      </Button>
                    )}
                    <Popconfirm title={`Remove ${nameOf(u)} from this practice?`} okText="Remove" onConfirm={() => act('User removed from the practice', () => adminApi.removeUser(id, u.id))}>
                      <Button size="small">Remove</Button>
                    </Popconfirm>
                  </span>
                ),
              },
            ]}
          />
        )}
      </LoadState>
      <AddUserModal
        orgId={id}
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(user) => {
          setAdding(false);
          showToast({ header: 'User added', message: `An invitation was sent to ${user.email}.`, tone: 'success' });
          loaded.reload();
        }}
      />
    </ScreenFrame>
  );
}
