/** The first enrollment page: what Hearth offers the patient. */
import { enrollmentStep, useEnrollment } from '../../components/EnrollmentFrame';

function Features() {
  const { view, goNext } = useEnrollment();
  return (
    <>
      <p>{view.organizationName} invited you to Hearth, a simple way to stay in touch with your care team between visits.</p>
      <ul className="pt-list">
        <li>Message your care team by text or secure chat.</li>
        <li>Get reminders and education chosen for you.</li>
        <li>Reply Stop at any time to stop messages, and Start to receive them again.</li>
      </ul>
      <p className="pt-actions">
        <button type="button" className="pt-button" onClick={() => void goNext()}>
          Continue
        </button>
      </p>
    </>
  );
}

export default enrollmentStep('features', Features, { withHeader: false });
