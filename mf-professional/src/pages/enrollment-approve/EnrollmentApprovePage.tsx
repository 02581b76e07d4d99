/**
 * /enrollment/approve: patients whose enrollment waits for a decision, with what they submitted.
 * Approve makes them Enrolled; Deny lets a new link be sent from the roster.
 */
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import { bus } from '@hearth/shared-kernel/bus';
import { paths } from '@hearth/shared-kernel/paths';
import { Link } from 'react-router-dom';
import type { PendingEnrollment } from '@hearth/shared-kernel/domain';
import { LoadState, ScreenFrame, useLoad } from '@hearth/shared-kernel/console';
import type { ScreenProps } from '../../screens';
import { enrollmentDecisionsApi, type EnrollmentDecisionsApi } from './enrollmentDecisionsApi';
import { Facts } from '../../components/Facts';

const APPROVED_TOAST = { header: 'Your Approval has been recorded', message: '' };

function Submitted({ item }: { item: PendingEnrollment }) {
  const info = item.info;
  if (!info) return <p>No form was submitted (the status was set by the care team).</p>;
  const rows: [string, string][] = [
    ['Name', [info.title, info.firstName, info.lastName].filter(Boolean).join(' ')],
    ['Texts to', info.smsPhoneNumber],
    ['Calls to', info.voicePhoneNumber || '—'],
    ['E-mail', info.email || '—'],
    ['Time zone', info.timeZone],
  ];
  return <Facts rows={rows} />;
}

export interface EnrollmentApprovePageProps extends ScreenProps {
  api?: EnrollmentDecisionsApi;
}

export default function EnrollmentApprovePage({ title, api = enrollmentDecisionsApi }: EnrollmentApprovePageProps) {
  const loaded = useLoad(api.pending, 'Failed to load data', [api]);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function decide(item: PendingEnrollment, decision: 'approve' | 'deny') {
    setBusy(item.patientId);
    setError(null);
    try {
      const outcome = await api.decide(item.patientId, decision);
      if (decision === 'approve') bus.toast$.next({ ...APPROVED_TOAST, message: `${item.patientName} is now ${outcome.label}.` });
      else bus.toast$.next({ header: 'Enrollment denied', message: `A new link can be sent to ${item.patientName} from the roster.` });
      loaded.setData((loaded.data ?? []).filter((p) => p.patientId !== item.patientId));
    } catch {
      setError('Approval Error. Please try again later.');
      loaded.reload();
    } finally {
      setBusy(null);
    }
  }

  return (
    <ScreenFrame title={title} intro="Patients who finished enrolling and wait for your decision.">
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <LoadState loaded={loaded}>
        {(items) =>
          items.length === 0 ? (
            <Empty description="No enrollment waits for approval." />
          ) : (
            <ul className="pro-cards" aria-label="Enrollments waiting for approval">
              {items.map((item) => (
                <li key={item.patientId} className="pro-card">
                  <h2 className="pro-card-title">{item.patientName}</h2>
                  <p className="pro-muted">Submitted {item.submittedAt ? new Date(item.submittedAt).toLocaleString() : '—'}</p>
                  <Submitted item={item} />
                  <div className="pro-actions">
                    <Button type="primary" loading={busy === item.patientId} onClick={() => void decide(item, 'approve')} aria-label={`Approve ${item.patientName}`}>
                      Approve
                    </Button>
                    <Button danger disabled={busy === item.patientId} onClick={() => void decide(item, 'deny')} aria-label={`Deny ${item.patientName}`}>
                      Deny
                    </Button>
                    <Link to={paths.enrollmentInfo(item.patientId)}>Enrollment record</Link>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </ScreenFrame>
  );
}
