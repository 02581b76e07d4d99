/** The side panel of the patient whose conversation is open: who they are, how to reach them, links. */
import { smsSimulatorCalls } from '@hearth/shared-kernel/api';
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Skeleton from 'antd/es/skeleton';
import { isKernelConfigured, kernelConfig } from '@hearth/shared-kernel';
import { paths } from '@hearth/shared-kernel/paths';
import { Can, Link } from '@hearth/shared-kernel/react';
import { formatPhone } from '@hearth/shared-kernel/rules';
import { EnrollmentStatusTag } from '../EnrollmentStatusTag';
import { NewCallModal } from '../NewCallModal';
import { SendArticleModal } from '../education/SendArticleModal';
import { formatFullName } from '../names';
import { LANGUAGE_LABELS } from '@hearth/shared-kernel/i18n';
import type { PatientDetail } from '../../domain';
import { formatCalendarDate } from '@hearth/shared-kernel/domain';

/**
 * When switched on (the demo), the API serves an SMS simulator showing what each number received,
 * with a reply form: a newcomer can hold both ends of a text conversation.
 */
function simulatorLink(phone: string | null): string | null {
  if (!phone || !isKernelConfigured() || !kernelConfig().simulators) return null;
  return `${kernelConfig().apiUrl}${smsSimulatorCalls.simulator.path}#phone-${encodeURIComponent(phone)}`;
}

export interface PatientPanelProps {
  patient: PatientDetail | null;
  loading: boolean;
  error: string | null;
  canCall: boolean;
}

export function PatientPanel({ patient, loading, error, canCall }: PatientPanelProps) {
  const [calling, setCalling] = useState(false);
  const [sharing, setSharing] = useState(false);
  if (error) return <Alert type="error" showIcon title={error} />;
  if (!patient) return loading ? <Skeleton active /> : null;
  const name = formatFullName(patient);
  const simulator = simulatorLink(patient.smsPhoneNumber);
  return (
    <aside className="pro-patient-panel hearth-print-hidden" aria-label="Patient">
      <h2 className="pro-subtitle">{name}</h2>
      {/* Texts and the patient's pages go in this language: worth knowing before writing. */}
      {patient.preferredLanguage ? <p className="pro-patient-panel__language">Prefers {LANGUAGE_LABELS[patient.preferredLanguage]}</p> : null}
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'status', label: 'Enrollment', children: <EnrollmentStatusTag status={patient.enrollmentStatus} /> },
          { key: 'dob', label: 'Date of birth', children: formatCalendarDate(patient.dateOfBirth) },
          { key: 'sms', label: 'Text', children: patient.smsPhoneNumber ? formatPhone(patient.smsPhoneNumber) : '—' },
          { key: 'dnd', label: 'Do Not Disturb', children: patient.doNotDisturb ? 'On' : 'Off' },
          { key: 'org', label: 'Organization', children: patient.orgName ?? '—' },
        ]}
      />
      <nav aria-label={`More about ${name}`} className="pro-patient-panel__links">
        <Link to={paths.patientSettings('general-info', patient.id)}>Patient settings</Link>
        <Link to={paths.patientSettings('tasks', patient.id)}>Tasks</Link>
        <Link to={paths.patientSettings('comm-prefs', patient.id)}>Communication preferences</Link>
        <Link to={paths.enrollmentInfo(patient.id)}>Enrollment record</Link>
        {simulator ? (
          <a href={simulator} target="_blank" rel="noopener noreferrer">
            This phone in the SMS simulator (demo)
          </a>
        ) : null}
      </nav>
      <Can permission="SEND_MESSAGE">
        <Button onClick={() => setSharing(true)}>Send an article</Button>
        <SendArticleModal open={sharing} patientId={patient.id} patientName={name} onClose={() => setSharing(false)} />
      </Can>
      {canCall ? (
        <>
          <Button onClick={() => setCalling(true)}>New call</Button>
          <NewCallModal
            open={calling}
            patientId={patient.id}
            patientName={name}
            patientNumber={patient.voicePhoneNumber ?? patient.smsPhoneNumber}
            onClose={() => setCalling(false)}
          />
        </>
      ) : null}
    </aside>
  );
}
