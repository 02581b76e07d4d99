/**
 * A policy shown during enrollment. Policies are legal documents kept in English only: a reader in
 * another language is told so, and the text is marked English for screen readers.
 */
import { EnrollmentFrame, StepLink } from './EnrollmentFrame';
import { useText } from '../i18n/useText';

export function PolicyDocument({ title, paragraphs }: { title: string; paragraphs: readonly string[] }) {
  const { t, language } = useText();
  return (
    <EnrollmentFrame title={title}>
      {language === 'en' ? null : <p className="pt-note">{t('englishOnly')}</p>}
      <div lang="en">
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <p className="pt-actions">
        <StepLink step="confirmation">{t('e.back')}</StepLink>
      </p>
    </EnrollmentFrame>
  );
}
