/**
 * The patient home. Opened from a texted secure link (/patient?link=…) it asks for the date of
 * birth and exchanges the link for the patient token (SPEC §2, §8); with that token it leads to
 * the secure chat.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@hearth/shared-kernel/react';
import { paths } from '@hearth/shared-kernel/paths';
import { DobField, FormErrors } from '../../components/Field';
import { ScreenFrame } from '../../components/ScreenFrame';
import { checkDob, secureLogin, SecureLoginError } from '../../components/chat/secureLogin';
import type { ScreenProps } from '../../screens';
import { useText } from '../../i18n/useText';

function ConfirmDob({ link }: { link: string }) {
  const navigate = useNavigate();
  const [dob, setDob] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useText();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkDob(dob);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await secureLogin(link, checked.dob);
      navigate(paths.patient('secure-chat'), { replace: true });
    } catch (e) {
      setError(e instanceof SecureLoginError ? e.message : String(e));
      setBusy(false);
    }
  }

  return (
    <form className="pt-form" onSubmit={submit} noValidate>
      <p>{t('home.dobIntro')}</p>
      <FormErrors messages={error ? [error] : []} />
      <DobField value={dob} onChange={setDob} error={error ?? undefined} />
      <button type="submit" className="pt-button" disabled={busy}>
        {busy ? t('checking') : t('home.open')}
      </button>
    </form>
  );
}

export default function PatientHomePage({ title }: ScreenProps) {
  const link = useSearchParams()[0].get('link');
  const { t } = useText();
  return (
    <ScreenFrame title={title}>
      {link ? (
        <ConfirmDob link={link} />
      ) : (
        <>
          <p>{t('home.welcome')}</p>
          <p className="pt-actions">
            <Link className="pt-button" to={paths.patient('secure-chat')}>
              {t('home.open')}
            </Link>
          </p>
        </>
      )}
    </ScreenFrame>
  );
}
