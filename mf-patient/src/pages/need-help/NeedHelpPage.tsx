/**
 * Help with enrollment: the patient can ask the practice to call them instead. Once they have,
 * the form can no longer be completed with this link (SPEC §4), and every step leads here.
 */
import { useState, type FormEvent } from 'react';
import { ENROLLMENT_MESSAGES, isValidPhone } from '@hearth/shared-kernel/rules';
import { enrollmentStep, useEnrollment } from '../../components/EnrollmentFrame';
import { FormErrors, TextField } from '../../components/Field';
import { enrollmentApi } from '../../components/enrollment/enrollmentApi';
import { refreshEnrollment } from '../../components/enrollment/enrollmentStore';
import { errorText } from '../../components/enrollment/errorText';
import { useText } from '../../i18n/useText';

const PHONE_MESSAGE = ENROLLMENT_MESSAGES.voicePhone;

function NeedHelp() {
  const { token, view, goNext } = useEnrollment();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useText();

  if (view.status === 'waiting_for_phone_call') {
    return (
      <div role="status">
        <p>{t('help.waiting', { practice: view.organizationName })}</p>
        <p>{t('help.done')}</p>
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
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p>{t('help.intro')}</p>
      <p className="pt-actions">
        <button type="button" className="pt-button" onClick={() => void goNext()}>
          {t('help.continue')}
        </button>
      </p>
      <form className="pt-form" onSubmit={requestCall} noValidate>
        <h2>{t('help.ask')}</h2>
        <p>{t('help.warning')}</p>
        <FormErrors messages={error ? [error] : []} />
        <TextField label={t('help.phone')} type="tel" inputMode="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} error={error === PHONE_MESSAGE ? error : undefined} />
        <button type="submit" className="pt-button pt-button--secondary" disabled={busy}>
          {busy ? t('help.asking') : t('help.ask')}
        </button>
      </form>
    </>
  );
}

export default enrollmentStep('need-help', NeedHelp);
