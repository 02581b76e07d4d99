/** The area registry, handed to React once by the bootstrap. */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AreaRegistry } from '../areas/areaRegistry';

export const AreaRegistryContext = createContext<AreaRegistry | null>(null);

export function useAreaRegistry(): AreaRegistry {
  const registry = useContext(AreaRegistryContext);
  if (!registry) throw new Error('AreaRegistryContext is missing');
  // Re-render on every manifest or code-status change.
  useSyncExternalStore(registry.subscribe, registry.version);
  return registry;
}
