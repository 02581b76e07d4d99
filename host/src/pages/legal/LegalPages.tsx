/**
 * Public legal and compliance pages (SPEC §2). Rarely visited, so the host loads this chunk only
 * when one of them is opened. The organisation's published texts replace these summaries.
 */
import { Link } from '@hearth/shared-kernel/react';
import { PageFrame } from '../../components/PageFrame';

/** A legal text, its paragraphs, then whom to ask about it. */
function legalPage(title: string, ...paragraphs: string[]) {
  return function LegalPage() {
    return (
      <PageFrame title={title}>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <p>
          Questions? Contact your provider's representative, or <Link to="/login">return to Hearth</Link>.
        </p>
      </PageFrame>
    );
  };
}

export const CompliancePublicPage = legalPage(
  'Compliance',
  'Hearth is operated for healthcare organizations that are covered entities under HIPAA. Protected health information is encrypted in transit, access is limited to the care team by role and organization, and every sign-in and access denial is recorded in an audit log.',
);

export const PrivacyPolicyPage = legalPage(
  'Privacy Policy',
  'Hearth collects the information your care team needs to communicate with you: your name, contact details, date of birth and the messages you exchange. It is used only to provide your care and is never sold.',
  'You can opt out of text messages at any time by replying Stop, and opt back in by replying Start.',
);

export const TermsConditionsPage = legalPage(
  'Terms and Conditions',
  'By using Hearth you agree to use it only for communication about care, to keep your sign-in details private and to contact emergency services, not Hearth, in an emergency.',
);

export const EndUserLicenseAgreementPage = legalPage(
  'End User License Agreement',
  "Hearth is licensed, not sold, to your healthcare organization. You may use it for its intended purpose while your organization's license is active; you may not copy, modify or reverse-engineer it.",
);
