/** The admin area's root: the console kit's area root over the admin routes, with the release version under every screen. */
import { ConsoleAreaRoot } from '@hearth/shared-kernel/console';
import { routes } from './routes';
import { screens } from './screens';
import { ADMIN_VERSION } from './components/version';
import './components/admin.css';

export function AreaRoot() {
  return <ConsoleAreaRoot manifest={routes} screens={screens} footer={`Practice administration · Release ${ADMIN_VERSION}`} />;
}
