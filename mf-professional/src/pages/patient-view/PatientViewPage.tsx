/** /professional: Look up a patient and see their conversations, tasks and care in one place. */
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function PatientViewPage({ title }: ScreenProps) {
  return (
    <ScreenFrame
      title={title}
      intro="Look up a patient and see their conversations, tasks and care in one place."
      empty="Search for a patient to see their details here."
    />
  );
}
