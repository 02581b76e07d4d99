/** The host's React root: the router over the whole URL and the area registry for the shell. */
import { BrowserRouter } from 'react-router-dom';
import type { AreaRegistry } from '../areas/areaRegistry';
import { AreaRegistryContext } from './areasContext';
import { Shell } from './Shell';

export function App({ registry }: { registry: AreaRegistry }) {
  return (
    <AreaRegistryContext.Provider value={registry}>
      <BrowserRouter>
        <Shell />
      </BrowserRouter>
    </AreaRegistryContext.Provider>
  );
}
