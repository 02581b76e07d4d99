/** Loads one thing for a screen: its data, loading and error states, and a way to load again. */
import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  reload(): void;
  setData(data: T): void;
}

export function useLoad<T>(load: () => Promise<T>, failure: string, deps: readonly unknown[]): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    load().then(
      (d) => {
        if (!current) return;
        setData(d);
        setLoading(false);
      },
      () => {
        if (!current) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
    // The caller names what the load depends on.
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { data, loading, error, reload, setData };
}
