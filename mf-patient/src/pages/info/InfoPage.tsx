/** The patient's contact details (SPEC §3 enrollment form fields), checked with SPEC §5's rules. */
import { useMemo, useState, type FormEvent } from 'react';
import { TITLES, timeZoneOptions, type EnrollmentInfo } from '@hearth/shared-kernel/domain';
import { ENROLLMENT_MESSAGES as M, validateEnrollmentInfo } from '@hearth/shared-kernel/rules';
import { enrollmentStep, useEnrollment } from '../../components/EnrollmentFrame';
import { FormErrors, SelectField, TextField } from '../../components/Field';
import { enrollmentApi } from '../../components/enrollment/enrollmentApi';
import { errorText } from '../../components/enrollment/errorText';
import { useText } from '../../i18n/useText';

const EMPTY: EnrollmentInfo = { title: '', firstName: '', lastName: '', email: '', pin: '', smsPhoneNumber: '', voicePhoneNumber: '', timeZone: '' };
const TITLE_OPTIONS = TITLES.map((t) => ({ value: t, label: t }));

function Info() {
  const { token, view, goNext } = useEnrollment();
  const [info, setInfo] = useState<EnrollmentInfo>({ ...EMPTY, ...view.info });
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const zones = useMemo(timeZoneOptions, []);
  const { t } = useText();

  const field = (name: keyof EnrollmentInfo, message: string) => ({
    value: info[name],
    onChange: (e: { target: { value: string } }) => setInfo((current) => ({ ...current, [name]: e.target.value })),
    error: messages.includes(message) ? message : undefined,
    name,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateEnrollmentInfo(info);
    setMessages(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      await enrollmentApi.saveInfo(token, info);
      await goNext({ refresh: true });
    } catch (e) {
      setMessages([errorText(e, t)]);
      setBusy(false);
    }
  }

  return (
    <form className="pt-form" onSubmit={submit} noValidate>
      <p>{t('info.intro')}</p>
      <FormErrors messages={messages} />
      <SelectField label={t('info.title')} placeholder={t('info.noTitle')} options={TITLE_OPTIONS} {...field('title', M.title)} />
      <TextField label={t('info.first')} autoComplete="given-name" {...field('firstName', M.firstName)} />
      <TextField label={t('info.last')} autoComplete="family-name" {...field('lastName', M.lastName)} />
      <TextField label={t('info.email')} type="email" inputMode="email" autoComplete="email" {...field('email', M.email)} />
      <TextField label={t('info.pin')} hint={t('info.pinHint')} inputMode="numeric" autoComplete="off" {...field('pin', M.pin)} />
      <TextField label={t('info.sms')} type="tel" inputMode="tel" autoComplete="tel" {...field('smsPhoneNumber', M.smsPhone)} />
      <TextField label={t('info.voice')} type="tel" inputMode="tel" {...field('voicePhoneNumber', M.voicePhone)} />
      <SelectField label={t('info.zone')} placeholder={t('info.chooseZone')} options={zones} {...field('timeZone', M.timeZone)} />
      <button type="submit" className="pt-button" disabled={busy}>
        {busy ? t('info.saving') : t('info.next')}
      </button>
    </form>
  );
}

export default enrollmentStep('info', Info);
