/**
 * /professional/cde-review: the organisation's clinical data entries waiting for a reviewer — first
 * or second review needed, or in review by me — filtered by status and measure and paged on the
 * server; each opens the same review modal as the patient's page.
 */
import { useState } from 'react';
import Button from 'antd/es/button';
import type { CdeStatus, CdeWorklistItem, CdeWorklistView, GapInCareItem } from '@hearth/shared-kernel/domain';
import { LIST_PAGE_SIZE, formatDateTime } from '@hearth/shared-kernel/domain';
import { useSession, Link } from '@hearth/shared-kernel/react';
import { isCdeReviewer } from '@hearth/shared-kernel/rules';
import { cdeApi } from '../../components/cde/cdeApi';
import { CdeReviewModal } from '../../components/cde/CdeReviewModal';
import { CdeStatusCell, CdeTable } from '../../components/cde/CdeStatusTag';
import { Options } from '../../components/cde/Options';
import { LoadState, ScreenFrame, useLoad } from '@hearth/shared-kernel/console';
import type { ScreenProps } from '../../screens';
import { totalText } from '@hearth/shared-kernel/rules';

const FILTERS: { value: string; label: string; query: { view?: CdeWorklistView; status?: CdeStatus } }[] = [
  { value: 'all', label: 'Everything waiting for review', query: {} },
  { value: 'first_review_needed', label: 'First review needed', query: { view: 'first_review_needed' } },
  { value: 'second_review_needed', label: 'Second review needed', query: { view: 'second_review_needed' } },
  { value: 'in_first_review', label: 'In first review', query: { status: 'in_first_review' } },
  { value: 'in_second_review', label: 'In second review', query: { status: 'in_second_review' } },
  { value: 'mine', label: 'In review by me', query: { view: 'mine' } },
];

const asItem = (row: CdeWorklistItem): GapInCareItem => ({
  gapId: row.gapId,
  cdsId: '',
  cdeFormId: row.formId,
  cdeStatus: row.status,
  cdeRequestId: row.requestId,
  meas_id: row.meas_id,
  rec_id: row.rec_id,
  measureName: row.measureName,
  createdByProfessionalName: row.createdByProfessionalName,
  createdAt: row.createdAt,
  claimedByProfessionalName: row.claimedByProfessionalName,
  // The worklist lists items under review: none is back with its author.
  reviewNote: null,
});

function Worklist() {
  const [filter, setFilter] = useState('all');
  const [measure, setMeasure] = useState('');
  const [skip, setSkip] = useState(0);
  const [open, setOpen] = useState<CdeWorklistItem | null>(null);
  const query = FILTERS.find((f) => f.value === filter)!.query;
  const loaded = useLoad(() => cdeApi.worklist({ ...query, measure: measure || undefined, skip, take: LIST_PAGE_SIZE }), 'Failed to load the review worklist', [filter, measure, skip]);
  return (
    <>
      <div className="cde-toolbar">
        <div className="cde-field">
          <label htmlFor="worklist-status">Status</label>
          <select id="worklist-status" className="cde-select" value={filter} onChange={(e) => (setFilter(e.target.value), setSkip(0))}>
            <Options of={FILTERS} value={(f) => f.value} label={(f) => f.label} />
          </select>
        </div>
        <div className="cde-field">
          <label htmlFor="worklist-measure">Measure</label>
          <select id="worklist-measure" className="cde-select" value={measure} onChange={(e) => (setMeasure(e.target.value), setSkip(0))}>
            <option value="">All measures</option>
            <Options of={loaded.data?.measures ?? []} value={(m) => m.meas_id} label={(m) => m.name} />
          </select>
        </div>
      </div>
      <LoadState loaded={loaded}>
        {(page) => (
          <>
            <CdeTable caption="Clinical data entries waiting for review" columns={['Patient', 'Measure', 'Status', 'Submitted']}>
              <tbody>
                {page.results.map((row) => (
                  <tr key={row.requestId}>
                    <td>
                      <Link to={`/patient-settings/quality-considerations/${row.patientId}`}>{row.patientName}</Link>
                    </td>
                    <td>{row.measureName}</td>
                    <CdeStatusCell status={row.status} claimedBy={row.claimedByProfessionalName} />
                    <td>
                      {row.createdByProfessionalName}, {formatDateTime(row.createdAt)}
                    </td>
                    <td>
                      <Button size="small" type="primary" onClick={() => setOpen(row)} aria-label={`Review ${row.measureName} for ${row.patientName}`}>
                        Review
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </CdeTable>
            {page.results.length === 0 ? <p>Nothing is waiting here.</p> : null}
            <p className="cde-file-row" style={{ marginTop: 12 }}>
              <span>
                {page.totalRecords ? `${skip + 1}–${skip + page.results.length} of ${totalText(page.totalRecords, page.totalIsEstimate)}` : '0 items'}
              </span>
              <Button size="small" disabled={skip === 0} onClick={() => setSkip(Math.max(0, skip - LIST_PAGE_SIZE))}>
                Previous
              </Button>
              <Button size="small" disabled={skip + LIST_PAGE_SIZE >= page.totalRecords} onClick={() => setSkip(skip + LIST_PAGE_SIZE)}>
                Next
              </Button>
            </p>
          </>
        )}
      </LoadState>
      {open ? (
        <CdeReviewModal
          patientId={open.patientId}
          item={asItem(open)}
          onClose={() => {
            setOpen(null);
            // Even without a decision the claim was taken and given back: show the list as it is now.
            loaded.reload();
          }}
        />
      ) : null}
    </>
  );
}

export default function CdeReviewPage({ title }: ScreenProps) {
  const { permissions } = useSession();
  return (
    <ScreenFrame title={title} intro="Clinical data entries of your organization waiting for a first or second review, and those you hold.">
      {isCdeReviewer(permissions) ? <Worklist /> : <p>You need a CDE review permission to work on this list.</p>}
    </ScreenFrame>
  );
}
