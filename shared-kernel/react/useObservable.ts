import { useEffect, useState, useSyncExternalStore } from 'react';
import type { BehaviorSubject, Observable } from 'rxjs';

/** The latest value of an observable, `initial` until it emits. */
export function useObservable<T>(source$: Observable<T>, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const sub = source$.subscribe((v) => setValue(() => v));
    return () => sub.unsubscribe();
  }, [source$]);
  return value;
}

/** The current value of a BehaviorSubject, tear-free. */
export function useBehavior<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = subject.subscribe(() => onChange());
      return () => sub.unsubscribe();
    },
    () => subject.value,
    () => subject.value,
  );
}
