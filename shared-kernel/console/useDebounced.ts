/** A value that follows another once it has stood still for `ms` (search as you type: one request when typing pauses). */
import { useEffect, useState } from 'react';

export const SEARCH_PAUSE_MS = 300;

export function useDebounced<T>(value: T, ms = SEARCH_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
