/** The host's React root: the area registry for the shell (routing reads the URL itself: the kernel's router). */
import type { AreaRegistry } from '../areas/areaRegistry';
import { AreaRegistryContext } from './areasContext';
import { Shell } from './Shell';

export function App({ registry }: { registry: AreaRegistry }) {
  return (
    <AreaRegistryContext.Provider value={registry}>
      <Shell />
    </AreaRegistryContext.Provider>
  );
}
