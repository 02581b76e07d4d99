/** The loading and error states every console screen shows the same way; children render once loaded. */
import type { ReactNode } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import type { Loaded } from './useLoad';

/** A load that failed: its message and a way to try again. */
export function LoadError({ error, reload }: { error: string; reload: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={error}
      action={
        <Button size="small" onClick={reload}>
          Try again
        </Button>
      }
    />
  );
}

export function LoadState<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ReactNode }) {
  if (loaded.error) return <LoadError error={loaded.error} reload={loaded.reload} />;
  if (loaded.data === null)
    return (
      <div role="status" aria-label="Loading">
        <Skeleton active />
      </div>
    );
  return <>{children(loaded.data)}</>;
}
