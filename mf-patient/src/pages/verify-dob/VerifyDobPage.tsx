/** Date of birth check against the enrollment record (SPEC §5: 'Date of Birth does not match record'). */
import { useState, type FormEvent } from 'react';
import { enrollmentStep, useEnrollment } from '../../components/EnrollmentFrame';
import { normaliseDob } from '../../components/dob';
import { DobField, FormErrors } from '../../components/Field';
import { enrollmentApi } from '../../components/enrollment/enrollmentApi';
import { errorText } from '../../components/enrollment/errorText';
import { useText } from '../../i18n/useText';

function VerifyDob() {
  const { token, goNext } = useEnrollment();
  const [dob, setDob] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useText();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await enrollmentApi.verifyDob(token, normaliseDob(dob));
      await goNext({ refresh: true });
    } catch (e) {
      setError(errorText(e, t));
      setBusy(false);
    }
  }

  return (
    <form className="pt-form" onSubmit={submit} noValidate>
      <p>{t('dob.intro')}</p>
      <FormErrors messages={error ? [error] : []} />
      <DobField value={dob} onChange={setDob} error={error ?? undefined} />
      <button type="submit" className="pt-button" disabled={busy || dob.trim() === ''}>
        {busy ? t('checking') : t('dob.next')}
      </button>
    </form>
  );
}

export default enrollmentStep('verify-dob', VerifyDob);
