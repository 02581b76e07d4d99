/** Newer / Older under a list paged by cursor (useCursorPages); nothing when there is one page only. */
import Button from 'antd/es/button';
import type { CursorPages } from './useCursorPages';

export function CursorPager({ pages, label, className }: { pages: CursorPages<unknown>; label: string; className: string }) {
  if (!pages.hasNewer && !pages.hasOlder) return null;
  return (
    <nav className={className} aria-label={label}>
      <Button disabled={!pages.hasNewer} onClick={pages.newer}>
        Newer
      </Button>
      <Button disabled={!pages.hasOlder} onClick={pages.older}>
        Older
      </Button>
    </nav>
  );
}
