/** The `<option>`s of the CDE screens' native selects: one per item of a list, keyed by its value. */
import type { ReactNode } from 'react';

export function Options<T>({ of, value, label }: { of: readonly T[]; value: (item: T) => string; label: (item: T) => ReactNode }) {
  return of.map((item) => (
    <option key={value(item)} value={value(item)}>
      {label(item)}
    </option>
  ));
}
