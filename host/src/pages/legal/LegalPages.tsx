/**
 * Public legal and compliance pages (SPEC §2). Rarely visited, so the host loads this chunk only
 * when one of them is opened. The organisation's published texts replace these summaries.
 */
import { Link } from '@hearth/shared-kernel/react';
import { PageFrame } from '../../components/PageFrame';

function Contact() {
  return (
    <p>
      Questions? Contact your provider's representative, or <Link to="/login">return to Hearth</Link>.
    </p>
  );
}

export function CompliancePublicPage() {
  return (
    <PageFrame title="Compliance">
      <p>
        Hearth is operated for healthcare organisations that are covered entities under HIPAA. Protected health
        information is encrypted in transit, access is limited to the care team by role and organisation, and every
        sign-in and access denial is recorded in an audit log.
      </p>
      <Contact />
    </PageFrame>
  );
}

export function PrivacyPolicyPage() {
  return (
    <PageFrame title="Privacy Policy">
      <p>
        Hearth collects the information your care team needs to communicate with you: your name, contact details,
        date of birth and the messages you exchange. It is used only to provide your care and is never sold.
      </p>
      <p>You can opt out of text messages at any time by replying Stop, and opt back in by replying Start.</p>
      <Contact />
    </PageFrame>
  );
}

export function TermsConditionsPage() {
  return (
    <PageFrame title="Terms and Conditions">
      <p>
        By using Hearth you agree to use it only for communication about care, to keep your sign-in details private
        and to contact emergency services, not Hearth, in an emergency.
      </p>
      <Contact />
    </PageFrame>
  );
}

export function EndUserLicenseAgreementPage() {
  return (
    <PageFrame title="End User License Agreement">
      <p>
        Hearth is licensed, not sold, to your healthcare organisation. You may use it for its intended purpose while
        your organisation's licence is active; you may not copy, modify or reverse-engineer it.
      </p>
      <Contact />
    </PageFrame>
  );
}
