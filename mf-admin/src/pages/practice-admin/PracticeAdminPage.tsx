/** /practice-admin: The practices you administer. */
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function PracticeAdminPage({ title }: ScreenProps) {
  return (
    <ScreenFrame
      title={title}
      intro="The practices you administer."
      empty="Practices you administer will be listed here."
    />
  );
}
