/** Loads one thing for a screen: its data, loading and error states, and a way to load again. */
import { useCallback, useEffect, useState } from 'react';
import { isForbidden } from './adminApi';

export const FORBIDDEN_MESSAGE = 'You do not have permission to see this.';

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  reload(): void;
  setData(data: T): void;
}

export function useLoad<T>(load: () => Promise<T>, failure: string, deps: readonly unknown[]): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setError(null);
    load().then(
      (d) => current && setData(d),
      (e: unknown) => current && setError(isForbidden(e) ? FORBIDDEN_MESSAGE : failure),
    );
    return () => {
      current = false;
    };
    // The caller names what the load depends on.
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { data, error, reload, setData };
}
