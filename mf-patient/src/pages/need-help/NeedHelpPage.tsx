/**
 * Help with enrollment: the patient can ask the practice to call them instead. Once they have,
 * the form can no longer be completed with this link (SPEC §4), and every step leads here.
 *
 * The number to call is prefilled only once the patient has proved both their date of birth and
 * their phone (the view then carries their details): before that, whoever holds the link would see
 * a full number. After the date of birth alone the field may be left empty, and the practice calls
 * the number on record, shown masked as everywhere else.
 */
import { useState, type FormEvent } from 'react';
import { formatPhoneTyping, isValidPhone, normalizePhone } from '@hearth/shared-kernel/rules';
import { enrollmentStep, useEnrollment } from '../../components/EnrollmentFrame';
import { FormErrors } from '../../components/Field';
import { PhoneField } from '../../components/PhoneField';
import { enrollmentApi } from '../../components/enrollment/enrollmentApi';
import { refreshEnrollment } from '../../components/enrollment/enrollmentStore';
import { errorText } from '../../components/enrollment/errorText';

const PHONE_MESSAGE = 'Please enter a valid phone number for calls.';

function NeedHelp() {
  const { token, view, goNext } = useEnrollment();
  const [phone, setPhone] = useState(() => formatPhoneTyping(view.info?.voicePhoneNumber || view.info?.smsPhoneNumber || ''));
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
    const onRecord = phone.trim() === '' && view.phoneHint !== null;
    if (!onRecord && !isValidPhone(phone)) {
      setError(PHONE_MESSAGE);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await enrollmentApi.requestCall(token, onRecord ? undefined : normalizePhone(phone)!);
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
        <PhoneField
          label="Phone number to call"
          hint={view.phoneHint ? `Leave it empty and we will call the number we have for you (${view.phoneHint}).` : undefined}
          autoComplete="tel"
          value={phone}
          onChange={setPhone}
          error={error === PHONE_MESSAGE ? error : undefined}
        />
        <button type="submit" className="pt-button pt-button--secondary" disabled={busy}>
          {busy ? 'Asking…' : 'Ask for a call'}
        </button>
      </form>
    </>
  );
}

export default enrollmentStep('need-help', NeedHelp);
