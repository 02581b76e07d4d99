/** The privacy policy shown during enrollment. */
import { PolicyDocument } from '../../components/PolicyDocument';
import type { ScreenProps } from '../../screens';

/** The policy as written (English only: a legal document). */
const POLICY = [
  'Your information is used only to provide your care. It is never sold.',
  'Your messages are seen by your care team. Every time someone opens your record, it is logged.',
  'You can ask your care team at any time what information Hearth holds about you.',
];

export default function EnrollmentPrivacyPolicyPage({ title }: ScreenProps) {
  return <PolicyDocument title={title} paragraphs={POLICY} />;
}
