/**
 * Agreement to the communications policy, privacy policy and terms, the EULA acknowledgement and
 * the electronic signature (SPEC §3, §5); submitting sends the enrollment for approval.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@hearth/shared-kernel/react';
import type { EnrollmentConsent } from '@hearth/shared-kernel/domain';
import { ENROLLMENT_MESSAGES as M, validateEnrollmentConfirmation } from '@hearth/shared-kernel/rules';
import { enrollmentStep, stepPath, useEnrollment } from '../../components/EnrollmentFrame';
import { CheckField, FormErrors, TextField } from '../../components/Field';
import { enrollmentApi } from '../../components/enrollment/enrollmentApi';
import { errorText } from '../../components/enrollment/errorText';
import { consentDraft, keepConsentDraft } from '../../components/enrollment/enrollmentStore';
import { useText } from '../../i18n/useText';

const NONE: EnrollmentConsent = { firstSection: false, secondSection: false, thirdSection: false, eula: false, patientSignature: '' };

function Confirmation() {
  const { token, view } = useEnrollment();
  const navigate = useNavigate();
  // The ticks and signature survive a visit to the policy pages the form links to.
  const [consent, setConsentState] = useState<EnrollmentConsent>(() => consentDraft(token) ?? NONE);
  const setConsent = (change: (c: EnrollmentConsent) => EnrollmentConsent) =>
    setConsentState((c) => {
      const next = change(c);
      keepConsentDraft(token, next);
      return next;
    });
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const { t } = useText();

  const check = (name: 'firstSection' | 'secondSection' | 'thirdSection' | 'eula', message: string) => ({
    checked: consent[name],
    onChange: (e: { target: { checked: boolean } }) => setConsent((c) => ({ ...c, [name]: e.target.checked })),
    error: messages.includes(message) ? message : undefined,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateEnrollmentConfirmation(consent);
    setMessages(found);
    if (found.length > 0 || !view.info) return;
    setBusy(true);
    try {
      await enrollmentApi.submit(token, { ...view.info, ...consent });
      keepConsentDraft(token, null);
      navigate(stepPath(token, 'finished'), { replace: true });
    } catch (e) {
      setMessages([errorText(e, t)]);
      setBusy(false);
    }
  }

  return (
    <form className="pt-form" onSubmit={submit} noValidate>
      <p>{t('confirm.intro', { practice: view.organizationName })}</p>
      <FormErrors messages={messages} />
      <CheckField
        label={
          <>
            {t('confirm.first')} <Link to={stepPath(token, 'communication-policy')}>{t('t.communication')}</Link>
            {t('confirm.firstEnd')}
          </>
        }
        {...check('firstSection', M.firstSection)}
      />
      <CheckField
        label={
          <>
            {t('confirm.second')} <Link to={stepPath(token, 'privacy-policy')}>{t('t.privacy')}</Link>
            {t('confirm.secondEnd')}
          </>
        }
        {...check('secondSection', M.secondSection)}
      />
      <CheckField label={t('confirm.third')} {...check('thirdSection', M.thirdSection)} />
      <CheckField
        label={
          <>
            {t('confirm.eula')} <Link to={stepPath(token, 'eula')}>{t('t.eula')}</Link>
            {t('confirm.eulaEnd')}
          </>
        }
        {...check('eula', M.eula)}
      />
      <TextField
        label={t('confirm.signature')}
        hint={t('confirm.signatureHint')}
        autoComplete="name"
        value={consent.patientSignature}
        onChange={(e) => setConsent((c) => ({ ...c, patientSignature: e.target.value }))}
        error={messages.includes(M.patientSignature) ? M.patientSignature : undefined}
      />
      <button type="submit" className="pt-button" disabled={busy}>
        {busy ? t('sending') : t('confirm.finish')}
      </button>
    </form>
  );
}

export default enrollmentStep('confirmation', Confirmation);
