/**
 * /enrollment/approve: patients whose enrollment waits for a decision, newest first, 20 a page,
 * with their count, searched on the server as you type, and what each submitted: the date of
 * birth they entered beside the one on file, the number for texts, the time zone by its name.
 * Approve makes them Enrolled; Deny lets a new link be sent from the roster.
 */
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import { bus } from '@hearth/shared-kernel/bus';
import { paths } from '@hearth/shared-kernel/paths';
import { Link } from '@hearth/shared-kernel/react';
import { formatCalendarDate, formatDateTime, PENDING_ENROLLMENTS_PAGE_SIZE, timeZoneName, type PendingEnrollment } from '@hearth/shared-kernel/domain';
import { formatPhone, sameCalendarDate } from '@hearth/shared-kernel/rules';
import { PageTable, ScreenFrame, SearchField } from '@hearth/shared-kernel/console';
import type { ScreenProps } from '../../screens';
import { usePaged } from '../../components/programs/usePaged';
import { enrollmentDecisionsApi, type EnrollmentDecisionsApi, type PendingQuery } from './enrollmentDecisionsApi';

const APPROVED_TOAST = { header: 'Your Approval has been recorded', message: '' };
const APPROVAL_ERROR = 'Approval Error. Please try again later.';

/** The date of birth the patient entered and the one on file, side by side; a difference is said. */
function Dobs({ item }: { item: PendingEnrollment }) {
  const differs = item.enteredDob !== null && item.dobOnFile !== null && !sameCalendarDate(item.enteredDob, item.dobOnFile);
  return (
    <dl className="pro-dobs">
      <dt>Entered</dt>
      <dd>{formatCalendarDate(item.enteredDob)}</dd>
      <dt>On file</dt>
      <dd>{formatCalendarDate(item.dobOnFile)}</dd>
      {differs ? <dd className="pro-dobs__differs">Differs from the record</dd> : null}
    </dl>
  );
}

export interface EnrollmentApprovePageProps extends ScreenProps {
  api?: EnrollmentDecisionsApi;
}

export default function EnrollmentApprovePage({ title, api = enrollmentDecisionsApi }: EnrollmentApprovePageProps) {
  const paged = usePaged<PendingEnrollment, PendingQuery>(
    (q, signal) => api.pending(q, signal),
    { search: '', skip: 0, take: PENDING_ENROLLMENTS_PAGE_SIZE },
    'Failed to load data',
    [api],
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const total = paged.page?.totalRecords ?? 0;

  async function decide(item: PendingEnrollment, decision: 'approve' | 'deny') {
    setBusy(item.patientId);
    setError(null);
    try {
      const outcome = await api.decide(item.patientId, decision);
      if (decision === 'approve') bus.toast$.next({ ...APPROVED_TOAST, message: `${item.patientName} is now ${outcome.label}.` });
      else bus.toast$.next({ header: 'Enrollment denied', message: `A new link can be sent to ${item.patientName} from the roster.` });
    } catch {
      setError(APPROVAL_ERROR);
    } finally {
      setBusy(null);
      paged.reload();
    }
  }

  const columns: ColumnsType<PendingEnrollment> = [
    {
      key: 'patient',
      title: 'Patient',
      render: (_, item) => <Link to={paths.enrollmentInfo(item.patientId)}>{item.patientName}</Link>,
    },
    { key: 'submittedAt', title: 'Submitted', render: (_, item) => (item.submittedAt ? formatDateTime(item.submittedAt) : '—') },
    { key: 'dob', title: 'Date of birth', render: (_, item) => <Dobs item={item} /> },
    { key: 'phone', title: 'Texts to', render: (_, item) => (item.info?.smsPhoneNumber ? formatPhone(item.info.smsPhoneNumber) : '—') },
    { key: 'timeZone', title: 'Time zone', render: (_, item) => (item.info?.timeZone ? timeZoneName(item.info.timeZone) : '—') },
    {
      key: 'actions',
      title: 'Decision',
      render: (_, item) =>
        item.info ? (
          <div className="pro-actions">
            <Button type="primary" size="small" loading={busy === item.patientId} onClick={() => void decide(item, 'approve')} aria-label={`Approve ${item.patientName}`}>
              Approve
            </Button>
            <Button danger size="small" disabled={busy === item.patientId} onClick={() => void decide(item, 'deny')} aria-label={`Deny ${item.patientName}`}>
              Deny
            </Button>
          </div>
        ) : (
          <span>
            No form was submitted (the status was set by the care team).{' '}
            <Button danger size="small" disabled={busy === item.patientId} onClick={() => void decide(item, 'deny')} aria-label={`Deny ${item.patientName}`}>
              Deny
            </Button>
          </span>
        ),
    },
  ];

  return (
    <ScreenFrame title={title} intro="Patients who finished enrolling and wait for your decision, newest first.">
      <div className="pro-toolbar">
        <SearchField label="Search enrollments" placeholder="Search by name, phone, MRN or date of birth" onSearch={(search) => paged.setQuery({ search })} />
        <span className="pro-count" role="status">
          {paged.page ? `${total.toLocaleString('en-US')} ${total === 1 ? 'enrollment waits' : 'enrollments wait'} for approval` : ''}
        </span>
      </div>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <PageTable<PendingEnrollment>
        read={paged}
        rowKey="patientId"
        columns={columns}
        rows={paged.page?.results ?? []}
        locale={{ emptyText: paged.query.search ? 'No enrollment waiting for approval matches this search.' : 'No enrollment waits for approval.' }}
        scroll={{ x: 'max-content' }}
        onChange={(pagination) => paged.setQuery({ skip: ((pagination.current ?? 1) - 1) * PENDING_ENROLLMENTS_PAGE_SIZE })}
        pagination={{ current: paged.query.skip / PENDING_ENROLLMENTS_PAGE_SIZE + 1, pageSize: PENDING_ENROLLMENTS_PAGE_SIZE, total, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </ScreenFrame>
  );
}
