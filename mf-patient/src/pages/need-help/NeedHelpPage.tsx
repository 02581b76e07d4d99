/**
 * Help with enrollment: the patient can ask the practice to call them instead. Once they have,
 * the form can no longer be completed with this link (SPEC §4), and every step leads here.
 */
import { useState, type FormEvent } from 'react';
import { isValidPhone } from '@hearth/shared-kernel/rules';
import { enrollmentStep, useEnrollment } from '../../components/EnrollmentFrame';
import { FormErrors, TextField } from '../../components/Field';
import { enrollmentApi } from '../../components/enrollment/enrollmentApi';
import { refreshEnrollment } from '../../components/enrollment/enrollmentStore';
import { errorText } from '../../components/enrollment/errorText';

const PHONE_MESSAGE = 'Please enter a valid phone number for calls.';

function NeedHelp() {
  const { token, view, goNext } = useEnrollment();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (view.status === 'waiting_for_phone_call') {
    return (
      <div role="status">
        <p>Thank you. Someone from {view.organizationName} will call you to finish enrolling together.</p>
        <p>You do not need to do anything else with this link.</p>
      </div>
    );
  }

  async function requestCall(event: FormEvent) {
    event.preventDefault();
    if (!isValidPhone(phone)) {
      setError(PHONE_MESSAGE);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await enrollmentApi.requestCall(token, phone);
      await refreshEnrollment(token);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p>You can enroll on your own in a few minutes. If you would rather enroll with someone from your care team, ask them to call you.</p>
      <p className="pt-actions">
        <button type="button" className="pt-button" onClick={() => void goNext()}>
          I can continue on my own
        </button>
      </p>
      <form className="pt-form" onSubmit={requestCall} noValidate>
        <h2>Ask for a call</h2>
        <p>Once you ask for a call, this link can no longer be used to finish enrolling.</p>
        <FormErrors messages={error ? [error] : []} />
        <TextField label="Phone number to call" type="tel" inputMode="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} error={error === PHONE_MESSAGE ? error : undefined} />
        <button type="submit" className="pt-button pt-button--secondary" disabled={busy}>
          {busy ? 'Asking…' : 'Ask for a call'}
        </button>
      </form>
    </>
  );
}

export default enrollmentStep('need-help', NeedHelp);
