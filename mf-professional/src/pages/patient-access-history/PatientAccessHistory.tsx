/**
 * Who read or changed one patient's record, newest first (the access report filtered by this
 * patient, kernel `auditCalls.accessReport`): when, who, what and from where, paged.
 */
import { useRef, useState } from 'react';
import Button from 'antd/es/button';
import { formatDateTime, localTimeZone, type AccessReportPage } from '@hearth/shared-kernel/domain';
import { LoadState } from '../../components/LoadState';
import { useLoad } from '../../components/useLoad';

export const PAGE_SIZE = 25;

export type AccessHistoryLoader = (patientId: string, query: { before?: string; take: number; timeZone: string }) => Promise<AccessReportPage>;

export function PatientAccessHistory({ patientId, load }: { patientId: string; load: AccessHistoryLoader }) {
  const timeZone = useRef(localTimeZone()).current;
  // Cursors of the pages before this one ('' is the newest page).
  const [cursors, setCursors] = useState<string[]>(['']);
  const before = cursors[cursors.length - 1];
  const loaded = useLoad(
    () => load(patientId, { before: before || undefined, take: PAGE_SIZE, timeZone }),
    'Could not get the access history. Please try again later.',
    [patientId, before],
  );
  return (
    <LoadState loaded={loaded}>
      {(page) =>
        page.items.length === 0 ? (
          <p className="pro-access__empty">No one has read or changed this patient's record yet.</p>
        ) : (
          <>
            <ol className="pro-access" aria-label="Access history, newest first">
              {page.items.map((r) => (
                <li key={r.id} className="pro-access__row">
                  <span className="pro-access__when">{formatDateTime(r.occurredAt, timeZone)}</span>
                  <span className="pro-access__who">{r.who}</span>
                  <span>
                    {r.action} · {r.area}
                  </span>
                  <span className="pro-access__from">From {r.from ?? 'an unknown address'}</span>
                </li>
              ))}
            </ol>
            {(cursors.length > 1 || page.next) && (
              <nav className="pro-access__pager" aria-label="Pages of the access history">
                <Button disabled={cursors.length <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
                  Newer
                </Button>
                <Button disabled={!page.next} onClick={() => page.next && setCursors([...cursors, page.next])}>
                  Older
                </Button>
              </nav>
            )}
          </>
        )
      }
    </LoadState>
  );
}
