/**
 * English / Español, each named in itself so a reader finds their own. Choosing shows the pages in
 * that language at once, keeps the choice on this device and tells the patient's record (`tell`),
 * so the care team's texts follow; the pages do not wait for the record.
 */
import { LANGUAGES, LANGUAGE_SELF_NAMES, type Language } from '@hearth/shared-kernel/i18n';
import { useText } from '../i18n/useText';

export function LanguageChooser({ tell }: { tell(language: Language): Promise<unknown> }) {
  const { t, language, setLanguage } = useText();
  const choose = (chosen: Language) => {
    if (chosen === language) return;
    void setLanguage(chosen);
    tell(chosen).catch(() => undefined);
  };
  return (
    <div className="pt-languages" role="group" aria-label={t('language')}>
      {LANGUAGES.map((l) => (
        <button key={l} type="button" lang={l} className="pt-link-button" aria-pressed={l === language} onClick={() => choose(l)}>
          {LANGUAGE_SELF_NAMES[l]}
        </button>
      ))}
    </div>
  );
}
