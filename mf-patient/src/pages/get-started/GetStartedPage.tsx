/** Start of the enrollment form: what the patient will be asked for. */
import { enrollmentStep, useEnrollment } from '../../components/EnrollmentFrame';

function GetStarted() {
  const { view, goNext } = useEnrollment();
  return (
    <>
      <p>Enrolling takes about two minutes. You will:</p>
      <ol className="pt-list">
        <li>confirm your date of birth,</li>
        <li>confirm your phone{view.phoneHint ? ` (${view.phoneHint})` : ''} with a 4-digit code we text you,</li>
        <li>check your details and agree to how {view.organizationName} will contact you.</li>
      </ol>
      <p className="pt-actions">
        <button type="button" className="pt-button" onClick={() => void goNext()}>
          Next: verify your date of birth
        </button>
      </p>
    </>
  );
}

export default enrollmentStep('get-started', GetStarted);
