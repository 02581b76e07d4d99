/** The patient's contact details (SPEC §3 enrollment form fields), checked with SPEC §5's rules. */
import { useMemo, useState, type FormEvent } from 'react';
import { TITLES, timeZoneOptions, type EnrollmentInfo } from '@hearth/shared-kernel/domain';
import { ENROLLMENT_MESSAGES as M, formatPhoneTyping, normalizePhone, validateEnrollmentInfo } from '@hearth/shared-kernel/rules';
import { enrollmentStep, useEnrollment } from '../../components/EnrollmentFrame';
import { FormErrors, SelectField, TextField } from '../../components/Field';
import { PhoneField } from '../../components/PhoneField';
import { SecretField } from '../../components/SecretField';
import { enrollmentApi } from '../../components/enrollment/enrollmentApi';
import { errorText } from '../../components/enrollment/errorText';

const EMPTY: EnrollmentInfo = { title: '', firstName: '', lastName: '', email: '', pin: '', smsPhoneNumber: '', voicePhoneNumber: '', timeZone: '' };
const TITLE_OPTIONS = TITLES.map((t) => ({ value: t, label: t }));

/** Phones are shown as the patient types them, '(555) 123-4567', and sent as digits. */
const PHONES = ['smsPhoneNumber', 'voicePhoneNumber'] as const;
const shown = (info: EnrollmentInfo): EnrollmentInfo => ({ ...info, smsPhoneNumber: formatPhoneTyping(info.smsPhoneNumber), voicePhoneNumber: formatPhoneTyping(info.voicePhoneNumber) });
const sent = (info: EnrollmentInfo): EnrollmentInfo => ({ ...info, ...Object.fromEntries(PHONES.map((k) => [k, normalizePhone(info[k]) ?? info[k]])) });

function Info() {
  const { token, view, goNext } = useEnrollment();
  const [info, setInfo] = useState<EnrollmentInfo>(() => shown({ ...EMPTY, ...view.info }));
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const zones = useMemo(timeZoneOptions, []);

  const field = (name: keyof EnrollmentInfo, message: string) => ({
    value: info[name],
    onChange: (e: { target: { value: string } }) => setInfo((current) => ({ ...current, [name]: e.target.value })),
    error: messages.includes(message) ? message : undefined,
    name,
  });

  const phone = (name: (typeof PHONES)[number], message: string) => ({ ...field(name, message), onChange: (value: string) => setInfo((current) => ({ ...current, [name]: value })) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateEnrollmentInfo(info);
    setMessages(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      await enrollmentApi.saveInfo(token, sent(info));
      await goNext({ refresh: true });
    } catch (e) {
      setMessages([errorText(e)]);
      setBusy(false);
    }
  }

  return (
    <form className="pt-form" onSubmit={submit} noValidate>
      <p>Check your details and tell us how to reach you.</p>
      <FormErrors messages={messages} />
      <SelectField label="Title (optional)" placeholder="No title" options={TITLE_OPTIONS} {...field('title', M.title)} />
      <TextField label="First name" autoComplete="given-name" {...field('firstName', M.firstName)} />
      <TextField label="Last name" autoComplete="family-name" {...field('lastName', M.lastName)} />
      <TextField label="E-mail (optional)" type="email" inputMode="email" autoComplete="email" {...field('email', M.email)} />
      <SecretField label="PIN" hint="4 digits you will use to confirm who you are" inputMode="numeric" autoComplete="off" {...field('pin', M.pin)} />
      <PhoneField label="Phone number for texts" autoComplete="tel" {...phone('smsPhoneNumber', M.smsPhone)} />
      <PhoneField label="Phone number for calls (optional)" {...phone('voicePhoneNumber', M.voicePhone)} />
      <SelectField label="Time zone" placeholder="Choose your time zone" options={zones} {...field('timeZone', M.timeZone)} />
      <button type="submit" className="pt-button" disabled={busy}>
        {busy ? 'Saving…' : 'Next: confirmation'}
      </button>
    </form>
  );
}

export default enrollmentStep('info', Info);
