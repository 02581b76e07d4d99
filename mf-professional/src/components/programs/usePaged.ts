/** A server-side page for a table: the query (search, sort, paging), the answer, loading and error. */
import { useEffect, useState } from 'react';
import type { TableProps } from 'antd/es/table';
import type { Paged } from '@hearth/shared-kernel/domain';
import type { PageQuery } from './programsApi';

export interface PagedState<T, Q> {
  query: Q;
  setQuery(change: Partial<Q>): void;
  page: Paged<T> | null;
  loading: boolean;
  error: string | null;
  reload(): void;
}

export function usePaged<T, Q extends { skip: number }>(load: (q: Q, signal: AbortSignal) => Promise<Paged<T>>, initial: Q, failure: string, deps: readonly unknown[]): PagedState<T, Q> {
  const [query, setQueryState] = useState<Q>(initial);
  const [page, setPage] = useState<Paged<T> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    load(query, controller.signal).then(
      (p) => {
        setPage(p);
        setLoading(false);
      },
      () => {
        if (controller.signal.aborted) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => controller.abort();
    // The caller names what the load depends on, besides the query.
  }, [query, attempt, ...deps]);
  return {
    query,
    // Any change but paging goes back to the first page.
    setQuery: (change) => setQueryState((q) => ({ ...q, ...('skip' in change ? {} : { skip: 0 }), ...change })),
    page,
    loading,
    error,
    reload: () => setAttempt((a) => a + 1),
  };
}

/**
 * The antd table's side of a sorted, paged query: a column's sort order, the change handler (a new
 * sort or page size starts again at the first page; otherwise the page moves) and the pager.
 */
export function pagedTable<T, Q extends PageQuery>(paged: PagedState<T, Q>, showTotal: (total: number) => string) {
  const { query } = paged;
  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const sortKey = (s?.order ? (s.columnKey as PageQuery['sortKey']) : 'lastName') ?? 'lastName';
    const sortDirection = s?.order === 'descend' ? 'DESC' : 'ASC';
    const take = pagination.pageSize ?? query.take;
    if (sortKey !== query.sortKey || sortDirection !== query.sortDirection || take !== query.take) paged.setQuery({ sortKey, sortDirection, take } as Partial<Q>);
    else paged.setQuery({ skip: ((pagination.current ?? 1) - 1) * take } as Partial<Q>);
  };
  return {
    order: (key: PageQuery['sortKey']) => (query.sortKey === key ? (query.sortDirection === 'ASC' ? ('ascend' as const) : ('descend' as const)) : null),
    onChange,
    pagination: { current: query.skip / query.take + 1, pageSize: query.take, total: paged.page?.totalRecords ?? 0, showTotal },
  };
}
