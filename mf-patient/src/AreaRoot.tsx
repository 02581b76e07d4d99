/**
 * The patient area's root component: the kernel's area routes over the host's URL, with the
 * kernel's small router, not react-router: patients are on slow phones.
 */
import { AreaRoutes } from '@hearth/shared-kernel/react';
import { routes } from './routes';
import { screens } from './screens';
import { useText } from './i18n/useText';
import '@hearth/shared-kernel/entry/frame.css';
import './components/patient.css';

export function AreaRoot() {
  const { t } = useText();
  return <AreaRoutes manifest={routes} screens={screens} fallback={<p className="pt-loading" role="status">{t('loading')}</p>} />;
}
