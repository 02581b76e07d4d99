/**
 * A list paged by the server's cursor (newest first): the page shown, its loading and error
 * states (useLoad's), and Newer / Older. The cursors of the pages before this one are kept, so
 * Newer goes back exactly; a change of filters (`deps`) starts again at the newest page.
 */
import { useState } from 'react';
import { useLoad, type Loaded } from './useLoad';

export interface CursorPage {
  /** The cursor of the next (older) page, absent on the last. */
  next?: string | null;
}

export interface CursorPages<P> {
  loaded: Loaded<P>;
  hasNewer: boolean;
  hasOlder: boolean;
  newer(): void;
  older(): void;
}

export function useCursorPages<P extends CursorPage>(load: (before: string | undefined) => Promise<P>, failure: string, deps: readonly unknown[]): CursorPages<P> {
  const key = JSON.stringify(deps);
  // '' is the newest page. New filters start there in the same render: no request for an old cursor.
  const [paging, setPaging] = useState({ key, cursors: [''] });
  if (paging.key !== key) setPaging({ key, cursors: [''] });
  const cursors = paging.key === key ? paging.cursors : [''];
  const setCursors = (change: (c: string[]) => string[]) => setPaging((p) => ({ key: p.key, cursors: change(p.cursors) }));
  const before = cursors[cursors.length - 1];
  const loaded = useLoad(() => load(before || undefined), failure, [key, before]);
  const next = loaded.data?.next ?? null;
  return {
    loaded,
    hasNewer: cursors.length > 1,
    hasOlder: Boolean(next),
    newer: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    older: () => next && setCursors((c) => [...c, next]),
  };
}
