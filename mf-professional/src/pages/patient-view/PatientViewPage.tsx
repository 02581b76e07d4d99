/**
 * /professional: the patient view. Every conversation of the care team, the open one with its
 * messages and composer, and the patient beside it. `?patientId=` opens that patient at once (the
 * roster's 'Message' action). The conversation calls need a professional (SPEC §7).
 */
import { useSearchParams } from 'react-router-dom';
import Result from 'antd/es/result';
import { session } from '@hearth/shared-kernel/session';
import { useSession } from '@hearth/shared-kernel/react';
import { ConversationWorkspace } from '../../components/conversations/ConversationWorkspace';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export const START_PATIENT_PARAM = 'patientId';

export default function PatientViewPage({ title }: ScreenProps) {
  const [params] = useSearchParams();
  useSession(); // re-render when the session (and so the token) changes
  const professionalId = session.claims()?.professionalId;
  return (
    <ScreenFrame title={title} intro="Conversations with your patients, newest needing a response first.">
      {professionalId ? (
        <ConversationWorkspace startWithPatientId={params.get(START_PATIENT_PARAM)} />
      ) : (
        <Result status="info" title="Conversations are for care team members" subTitle="Your account is not a professional's, so there are no conversations to show." />
      )}
    </ScreenFrame>
  );
}
