/** Date of birth check against the enrollment record (SPEC §5: 'Date of Birth does not match record'). */
import { useState, type FormEvent } from 'react';
import { enrollmentStep, useEnrollment } from '../../components/EnrollmentFrame';
import { normaliseDob } from '../../components/dob';
import { DobField, FormErrors } from '../../components/Field';
import { enrollmentApi } from '../../components/enrollment/enrollmentApi';
import { errorText } from '../../components/enrollment/errorText';

function VerifyDob() {
  const { token, goNext } = useEnrollment();
  const [dob, setDob] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await enrollmentApi.verifyDob(token, normaliseDob(dob));
      await goNext({ refresh: true });
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  }

  return (
    <form className="pt-form" onSubmit={submit} noValidate>
      <p>To keep your information private, confirm your date of birth.</p>
      <FormErrors messages={error ? [error] : []} />
      <DobField value={dob} onChange={setDob} error={error ?? undefined} />
      <button type="submit" className="pt-button" disabled={busy || dob.trim() === ''}>
        {busy ? 'Checking…' : 'Next: verify your phone'}
      </button>
    </form>
  );
}

export default enrollmentStep('verify-dob', VerifyDob);
