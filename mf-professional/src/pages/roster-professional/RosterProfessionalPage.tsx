/** /professional/roster-professional: the organization's care team, searched and paged on the server. */
import { useEffect, useState } from 'react';
import Alert from 'antd/es/alert';
import { LIST_PAGE_SIZE } from '@hearth/shared-kernel/domain';
import { careTeamCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';
import { useSession } from '@hearth/shared-kernel/react';
import { CareTeamTable } from '../../components/CareTeamTable';
import { ScreenFrame, SearchField } from '@hearth/shared-kernel/console';
import type { CareTeamMember, Paged } from '../../domain';
import type { ScreenProps } from '../../screens';

interface CareTeamQuery {
  search?: string;
  skip: number;
  take: number;
}

const loadCareTeam = (q: CareTeamQuery) =>
  http.call(careTeamCalls.careTeam, { query: { search: q.search || undefined, skip: q.skip, take: q.take } });

export interface RosterProfessionalPageProps extends ScreenProps {
  load?: (q: CareTeamQuery) => Promise<Paged<CareTeamMember>>;
}

export default function RosterProfessionalPage({ title, load = loadCareTeam }: RosterProfessionalPageProps) {
  const { selectedOrgId } = useSession();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState({ current: 1, size: LIST_PAGE_SIZE });
  const [answer, setAnswer] = useState<Paged<CareTeamMember> | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setLoading(true);
    load({ search: search.trim(), skip: (page.current - 1) * page.size, take: page.size })
      .then(
        (a) => {
          if (!current) return;
          setAnswer(a);
          setError(null);
        },
        () => current && setError('Failed to load data'),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [load, search, page, selectedOrgId]);

  return (
    <ScreenFrame title={title} intro="Everyone on your organization's care team, with their role.">
      <div className="pro-toolbar">
        <SearchField
          label="Search the care team"
          placeholder="Search by name or e-mail"
          onSearch={(v) => {
            setSearch(v);
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
      </div>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <CareTeamTable
        members={answer?.results ?? []}
        loading={loading}
        emptyText={search ? 'Nobody on the care team matches this search.' : 'No care team members yet.'}
        pagination={{ current: page.current, pageSize: page.size, total: answer?.totalRecords ?? 0, showSizeChanger: false }}
        onPage={(current, size) => setPage({ current, size })}
      />
    </ScreenFrame>
  );
}
