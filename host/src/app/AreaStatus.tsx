/**
 * What the host shows in place of an area: while its code loads, and when it cannot be used (its
 * server is down, answered garbage, timed out or threw). The rest of the portal keeps working.
 */
import type { AreaName } from '../config/runtimeConfig';
import { PageFrame } from '../components/PageFrame';

const AREA_LABELS: Record<AreaName, string> = {
  patient: 'Patient',
  professional: 'Professional',
  admin: 'Administration',
};

export const INCOMPATIBLE_AREA_MESSAGE = 'This part of Hearth was released for another version of the portal, so it is not started here. The rest of Hearth still works.';

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
  return (
    <div className="area-status">
      <PageFrame title={`${AREA_LABELS[area]} area unavailable`}>
        <p role="alert">{incompatible ? INCOMPATIBLE_AREA_MESSAGE : 'This part of Hearth is unavailable right now. The rest of Hearth still works.'}</p>
        <p className="page-muted">Please try again in a moment. If it keeps happening, contact your support team.</p>
        <button type="button" className="button-primary" onClick={onRetry}>
          Try again
        </button>
      </PageFrame>
    </div>
  );
}

export function AreaLoading() {
  return (
    <p className="area-status area-loading page-muted" role="status" aria-live="polite">
      Loading…
    </p>
  );
}
