/** What the patient area shows when one of its screens throws: a clear message, not a blank page. */
import { useText } from './i18n/useText';

export function AreaError() {
  const { t } = useText();
  return (
    <div className="pt-area">
      <section className="pt-screen pt-error" role="alert">
        <h1>{t('area.title')}</h1>
        <p>{t('area.body')}</p>
        <button type="button" className="pt-button" onClick={() => window.location.reload()}>
          {t('tryAgain')}
        </button>
      </section>
    </div>
  );
}
