/** A server-side page for a table: the query (search, sort, paging), the answer, loading and error. */
import { useEffect, useState } from 'react';
import type { Paged } from '@hearth/shared-kernel/domain';

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
