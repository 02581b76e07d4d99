/**
 * One server-paged list of events: the page and size asked for, the answer, loading and a
 * failure message. Reloads when what it loads changes; `reload` is for live updates and actions.
 * An answer that arrives after a newer request is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdtEvent, Paged } from '@hearth/shared-kernel/domain';

const EVENTS_PAGE_SIZE = 20;
const EVENTS_LOAD_FAILED = 'Could not get events. Please try again later.';

export function useEventPage(load: (skip: number, take: number) => Promise<Paged<AdtEvent>>) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(EVENTS_PAGE_SIZE);
  const [data, setData] = useState<Paged<AdtEvent>>({ totalRecords: 0, results: [] });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const answer = await load((page - 1) * pageSize, pageSize);
      if (ticket !== latest.current) return;
      setData(answer);
      setError(null);
    } catch {
      if (ticket === latest.current) setError(EVENTS_LOAD_FAILED);
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, [load, page, pageSize]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const onPage = useCallback((next: number, size: number) => {
    setPage(size !== pageSize ? 1 : next);
    setPageSize(size);
  }, [pageSize]);

  return { ...data, page, pageSize, loading, error, reload, onPage, setPage };
}
