/**
 * /professional: the patient view. Every conversation of the care team, the open one with its
 * messages and composer, and the patient beside it. `?patientId=` opens that patient at once (the
 * roster's 'Message' action). The conversation calls need a professional (SPEC §7).
 */
import { useSearchParams } from 'react-router-dom';
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
        <p className="pro-intro">Conversations are for care team members: your account is not a professional's, so there are none to show.</p>
      )}
    </ScreenFrame>
  );
}
