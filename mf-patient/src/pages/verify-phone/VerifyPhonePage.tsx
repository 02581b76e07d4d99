/**
 * Phone check: a 4-digit code texted to the number on record (SPEC §4, §8). A wrong code shows
 * SPEC's message with a button for a new code.
 */
import { useState, type FormEvent } from 'react';
import { ENROLLMENT_ERRORS, VERIFICATION_CODE_LENGTH } from '@hearth/shared-kernel/domain';
import { enrollmentStep, useEnrollment } from '../../components/EnrollmentFrame';
import { FormErrors, TextField } from '../../components/Field';
import { enrollmentApi } from '../../components/enrollment/enrollmentApi';
import { errorText } from '../../components/enrollment/errorText';
import { useText } from '../../i18n/useText';

function VerifyPhone() {
  const { token, view, goNext } = useEnrollment();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useText();

  async function send() {
    setBusy(true);
    setError(null);
    try {
      await enrollmentApi.sendCode(token);
      setSent(true);
      setCode('');
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await enrollmentApi.verifyCode(token, code.trim());
      await goNext({ refresh: true });
    } catch (e) {
      setError(errorText(e, t));
      setBusy(false);
    }
  }

  const wrongCode = error === ENROLLMENT_ERRORS.wrongCode;
  return (
    <>
      <p>{t('phone.intro', { length: VERIFICATION_CODE_LENGTH, phone: view.phoneHint ?? t('phone.onRecord') })}</p>
      {!sent ? (
        <>
          <FormErrors messages={error ? [error] : []} />
          <p className="pt-actions">
            <button type="button" className="pt-button" onClick={() => void send()} disabled={busy}>
              {busy ? t('sending') : t('phone.send')}
            </button>
          </p>
        </>
      ) : (
        <form className="pt-form" onSubmit={verify} noValidate>
          <p role="status">{t('phone.sent')}</p>
          <FormErrors messages={error ? [error] : []} />
          <TextField
            label={t('phone.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_LENGTH}
            pattern={`\\d{${VERIFICATION_CODE_LENGTH}}`}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            error={error ?? undefined}
          />
          <div className="pt-row">
            <button type="submit" className="pt-button" disabled={busy || code.length !== VERIFICATION_CODE_LENGTH}>
              {busy ? t('checking') : t('phone.next')}
            </button>
            <button type="button" className={wrongCode ? 'pt-button' : 'pt-button pt-button--secondary'} onClick={() => void send()} disabled={busy}>
              {t('phone.again')}
            </button>
          </div>
        </form>
      )}
    </>
  );
}

export default enrollmentStep('verify-phone', VerifyPhone);
