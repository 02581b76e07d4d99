/** /patient-settings/conversations/:id: this patient's conversations, live, with the composer. */
import { useParams } from '@hearth/shared-kernel/react';
import { ConversationWorkspace } from '../../components/conversations/ConversationWorkspace';
import { PatientSettingsNav } from '../../components/PatientSettingsNav';
import { ScreenFrame } from '@hearth/shared-kernel/console';
import type { ScreenProps } from '../../screens';

export default function PatientConversationsPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame title={title} intro="This patient's conversations by text and secure chat." sectionNav={<PatientSettingsNav patientId={id} />}>
      <ConversationWorkspace key={id} patientId={id} />
    </ScreenFrame>
  );
}
