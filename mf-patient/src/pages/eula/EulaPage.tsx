/** The end user licence agreement shown during enrollment. */
import { PolicyDocument } from '../../components/PolicyDocument';
import type { ScreenProps } from '../../screens';

/** The agreement as written (English only: a legal document). */
const AGREEMENT = [
  'Hearth is licensed to your healthcare organization so that you and your care team can communicate about your care.',
  'You may use Hearth for that purpose while you are enrolled. Please do not share your secure links or codes with anyone.',
  'Hearth is not for emergencies. If you have a medical emergency, call 911 or go to the nearest emergency room.',
];

export default function EulaPage({ title }: ScreenProps) {
  return <PolicyDocument title={title} paragraphs={AGREEMENT} />;
}
