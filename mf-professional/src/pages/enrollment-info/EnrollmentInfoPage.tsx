/** /enrollment-info?patientId=…: one patient's enrollment record, from invitation to decision. */
import type { ReactNode } from 'react';
import Empty from 'antd/es/empty';
import { Link, useSearchParams } from '@hearth/shared-kernel/react';
import { paths } from '@hearth/shared-kernel/paths';
import type { EnrollmentRecord } from '@hearth/shared-kernel/domain';
import { EnrollmentStatusTag } from '../../components/EnrollmentStatusTag';
import { LoadState, ScreenFrame, useLoad } from '@hearth/shared-kernel/console';
import type { ScreenProps } from '../../screens';
import { enrollmentDecisionsApi, type EnrollmentDecisionsApi } from '../enrollment-approve/enrollmentDecisionsApi';
import { Facts } from '../../components/Facts';
import { formatPhone } from '@hearth/shared-kernel/rules';
import { timeZoneName, formatDateTime } from '@hearth/shared-kernel/domain';

const when = (iso: string | null) => formatDateTime(iso) || '—';
const yes = (v: boolean | undefined) => (v ? 'Yes' : 'No');

function Record({ record }: { record: EnrollmentRecord }) {
  const info = record.info;
  const consent = record.consent;
  const rows: [string, ReactNode][] = [
    ['Status', <EnrollmentStatusTag key="s" status={record.status} />],
    ['Furthest step', record.step],
    ['Date of birth confirmed', yes(record.dobVerified)],
    ['Phone confirmed', yes(record.phoneVerified)],
    ['Link open until', when(record.linkExpiresAt)],
    ['Call requested', record.callRequestedAt ? `${when(record.callRequestedAt)} (${record.callbackPhone ? formatPhone(record.callbackPhone) : 'number on record'})` : '—'],
    ['Submitted', when(record.submittedAt)],
    ['Decided', record.decidedAt ? `${when(record.decidedAt)} by ${record.decidedBy ?? 'the care team'}` : '—'],
    ['Name', info ? [info.title, info.firstName, info.lastName].filter(Boolean).join(' ') : '—'],
    ['Texts to', info?.smsPhoneNumber ? formatPhone(info.smsPhoneNumber) : '—'],
    ['Calls to', info?.voicePhoneNumber ? formatPhone(info.voicePhoneNumber) : '—'],
    ['E-mail', info?.email || '—'],
    ['Time zone', info?.timeZone ? timeZoneName(info.timeZone) : '—'],
    ['Consents and EULA', consent ? [consent.firstSection, consent.secondSection, consent.thirdSection, consent.eula].every(Boolean) ? 'All given' : 'Incomplete' : '—'],
    ['Signature', consent?.patientSignature ? `${consent.patientSignature}${consent.signedAt ? `, ${when(consent.signedAt)}` : ''}` : '—'],
  ];
  return <Facts rows={rows} />;
}

export interface EnrollmentInfoPageProps extends ScreenProps {
  api?: EnrollmentDecisionsApi;
}

function PatientRecord({ patientId, api }: { patientId: string; api: EnrollmentDecisionsApi }) {
  const loaded = useLoad(() => api.record(patientId), 'Failed to load data', [api, patientId]);
  return <LoadState loaded={loaded}>{(record) => <Record record={record} />}</LoadState>;
}

export default function EnrollmentInfoPage({ title, api = enrollmentDecisionsApi }: EnrollmentInfoPageProps) {
  const patientId = useSearchParams()[0].get('patientId');
  return (
    <ScreenFrame title={title} intro="A patient's enrollment, from the invitation to the decision.">
      {patientId ? (
        <PatientRecord patientId={patientId} api={api} />
      ) : (
        <Empty description={<>Open a patient from the <Link to={paths.professional('roster')}>roster</Link> to see their enrollment.</>} />
      )}
    </ScreenFrame>
  );
}
