/** The professional area's root: the console kit's area root over the professional routes, with the area's reactions to navigation. */
import { ConsoleAreaRoot } from '@hearth/shared-kernel/console';
import { usePanelFlowReset } from './components/conversations/panelFlow';
import { routes } from './routes';
import { screens } from './screens';
import './components/professional.css';

/** Area-wide reactions to navigation. */
function NavigationEffects() {
  usePanelFlowReset();
  return null;
}

export function AreaRoot() {
  return (
    <ConsoleAreaRoot manifest={routes} screens={screens}>
      <NavigationEffects />
    </ConsoleAreaRoot>
  );
}
