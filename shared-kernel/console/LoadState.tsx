/** The loading and error states every console screen shows the same way; children render once loaded. */
import type { ReactNode } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import type { Loaded } from './useLoad';

export function LoadState<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ReactNode }) {
  if (loaded.error)
    return (
      <Alert
        type="error"
        showIcon
        title={loaded.error}
        action={
          <Button size="small" onClick={loaded.reload}>
            Try again
          </Button>
        }
      />
    );
  if (loaded.data === null)
    return (
      <div role="status" aria-label="Loading">
        <Skeleton active />
      </div>
    );
  return <>{children(loaded.data)}</>;
}
