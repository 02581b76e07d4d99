/**
 * Who read or changed one patient's record, newest first (the access report filtered by this
 * patient, kernel `auditCalls.accessReport`): when, who, what and from where, paged.
 */
import { useRef } from 'react';
import { formatDateTime, localTimeZone, type AccessReportPage } from '@hearth/shared-kernel/domain';
import { CursorPager, LoadState, useCursorPages } from '@hearth/shared-kernel/console';

const PAGE_SIZE = 25;

export type AccessHistoryLoader = (patientId: string, query: { before?: string; take: number; timeZone: string }) => Promise<AccessReportPage>;

export function PatientAccessHistory({ patientId, load }: { patientId: string; load: AccessHistoryLoader }) {
  const timeZone = useRef(localTimeZone()).current;
  const pages = useCursorPages(
    (before) => load(patientId, { before, take: PAGE_SIZE, timeZone }),
    'Could not get the access history. Please try again later.',
    [patientId],
  );
  return (
    <LoadState loaded={pages.loaded}>
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
            <CursorPager pages={pages} label="Pages of the access history" className="pro-access__pager" />
          </>
        )
      }
    </LoadState>
  );
}
