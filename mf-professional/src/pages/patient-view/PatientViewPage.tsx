/**
 * /professional: the patient view. Every conversation of the care team, the open one with its
 * messages and composer, and the patient beside it. `?patientId=` opens that patient at once (the
 * roster's 'Message' action).
 */
import { useSearchParams } from '@hearth/shared-kernel/react';
import { ConversationWorkspace } from '../../components/conversations/ConversationWorkspace';
import { ScreenFrame } from '@hearth/shared-kernel/console';
import type { ScreenProps } from '../../screens';

const START_PATIENT_PARAM = 'patientId';

export default function PatientViewPage({ title }: ScreenProps) {
  const [params] = useSearchParams();
  return (
    <ScreenFrame title={title} intro="Conversations with your patients, newest needing a response first.">
      <ConversationWorkspace startWithPatientId={params.get(START_PATIENT_PARAM)} />
    </ScreenFrame>
  );
}
