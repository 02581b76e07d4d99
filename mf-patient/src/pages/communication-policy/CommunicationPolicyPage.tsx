/** How and when Hearth contacts the patient. */
import { PolicyDocument } from '../../components/PolicyDocument';
import type { ScreenProps } from '../../screens';

/** The policy as written (English only: a legal document). */
const POLICY = [
  'Your care team will contact you by text message and secure chat, at the times you choose. Message and data rates may apply.',
  'Reply Stop to stop messages, Start to receive them again, or Secure to get a new secure chat link.',
];

export default function CommunicationPolicyPage({ title }: ScreenProps) {
  return <PolicyDocument title={title} paragraphs={POLICY} />;
}
