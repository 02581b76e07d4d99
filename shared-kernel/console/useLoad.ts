/** Loads one thing for a screen: its data, loading and error states, and a way to load again. */
import { useCallback, useEffect, useState } from 'react';

/** What a screen says when the API refuses the caller (403) what the screen shows. */
export const FORBIDDEN_MESSAGE = 'You do not have permission to see this.';

export const isForbidden = (error: unknown) => (error as { status?: number } | null)?.status === 403;

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
      (e: unknown) => {
        if (!current) return;
        setError(isForbidden(e) ? FORBIDDEN_MESSAGE : failure);
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
