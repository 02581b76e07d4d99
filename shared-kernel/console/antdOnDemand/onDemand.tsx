/**
 * A component whose code loads the first time it renders, showing `fallback` (for a trigger: the
 * element it wraps) until then. What the antd stand-ins of this folder are made of.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: (props: P) => ReactNode): ComponentType<P> {
  const Loaded = lazy(load);
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
