/**
 * What the host shows in place of an area that cannot be used (its server is down, answered
 * garbage, timed out or threw): loaded only then. The rest of the portal keeps working.
 */
import type { AreaName } from '../config/runtimeConfig';
import { PageFrame } from '../components/PageFrame';
import { visitorTexts } from '../visitor/visitorTexts';
import { areaStatusEn, areaStatusEs } from './areaStatusTexts';

export const INCOMPATIBLE_AREA_MESSAGE = areaStatusEn.incompatible;

export function AreaUnavailable({
  area,
  incompatible = false,
  onRetry = () => window.location.reload(),
}: {
  area: AreaName;
  /** Built against a kernel this host does not satisfy: trying again will not help until it is redeployed. */
  incompatible?: boolean;
  onRetry?: () => void;
}) {
  const { t, lang } = visitorTexts(areaStatusEn, areaStatusEs);
  return (
    <div className="area-status" lang={lang}>
      <PageFrame title={t(`unavailable.${area}`)}>
        <p role="alert">{t(incompatible ? 'incompatible' : 'unavailable')}</p>
        <p className="page-muted">{t('tryLater')}</p>
        <button type="button" className="button-primary" onClick={onRetry}>
          {t('tryAgain')}
        </button>
      </PageFrame>
    </div>
  );
}
