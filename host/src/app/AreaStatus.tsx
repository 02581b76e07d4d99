/** What the host shows in place of an area while its code loads. */
import { visitorTexts } from '../visitor/visitorTexts';

/** The one word every page may show while it loads; the rest of an area's states load when needed (AreaUnavailable.tsx). */
const LOADING = { en: { loading: 'Loading…' }, es: { loading: 'Cargando…' } } as const;

export function AreaLoading() {
  const { t, lang } = visitorTexts(LOADING.en, LOADING.es);
  return (
    <p className="area-status area-loading page-muted" role="status" aria-live="polite" lang={lang}>
      {t('loading')}
    </p>
  );
}
