/** The patient's contact details (SPEC §3 enrollment form fields), checked with SPEC §5's rules. */
import { useMemo, useState, type FormEvent } from 'react';
import { TITLES, timeZoneOptions, type EnrollmentInfo } from '@hearth/shared-kernel/domain';
import { ENROLLMENT_MESSAGES as M, validateEnrollmentInfo } from '@hearth/shared-kernel/rules';
import { enrollmentStep, useEnrollment } from '../../components/EnrollmentFrame';
import { FormErrors, SelectField, TextField } from '../../components/Field';
import { enrollmentApi } from '../../components/enrollment/enrollmentApi';
import { errorText } from '../../components/enrollment/errorText';

const EMPTY: EnrollmentInfo = { title: '', firstName: '', lastName: '', email: '', pin: '', smsPhoneNumber: '', voicePhoneNumber: '', timeZone: '' };
const TITLE_OPTIONS = TITLES.map((t) => ({ value: t, label: t }));

function Info() {
  const { token, view, goNext } = useEnrollment();
  const [info, setInfo] = useState<EnrollmentInfo>({ ...EMPTY, ...view.info });
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const zones = useMemo(timeZoneOptions, []);

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
      <TextField label="PIN" hint="4 digits you will use to confirm who you are" inputMode="numeric" autoComplete="off" {...field('pin', M.pin)} />
      <TextField label="Phone number for texts" type="tel" inputMode="tel" autoComplete="tel" {...field('smsPhoneNumber', M.smsPhone)} />
      <TextField label="Phone number for calls (optional)" type="tel" inputMode="tel" {...field('voicePhoneNumber', M.voicePhone)} />
      <SelectField label="Time zone" placeholder="Choose your time zone" options={zones} {...field('timeZone', M.timeZone)} />
      <button type="submit" className="pt-button" disabled={busy}>
        {busy ? 'Saving…' : 'Next: confirmation'}
      </button>
    </form>
  );
}

export default enrollmentStep('info', Info);
