/** /enrollment-info: Enrollment status of your patients, from invitation to enrolled. */
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';

export default function EnrollmentInfoPage({ title }: ScreenProps) {
  return (
    <ScreenFrame
      title={title}
      intro="Enrollment status of your patients, from invitation to enrolled."
      empty="Enrollment records of your patients will appear here."
    />
  );
}
