/** Reading one value out of a parsed HL7 v2 segment (@medplum/core), shared by the ADT readers. */
import type { Hl7Segment } from '@medplum/core';

/**
 * First non-empty value of a field's component across its repetitions; with `sub`, that
 * subcomponent of it (0 the first).
 */
export function first(segment: Hl7Segment | undefined, field: number, component = 1, sub?: number): string {
  if (!segment) return '';
  const f = segment.getField(field);
  if (!f) return '';
  for (let rep = 0; rep < f.components.length; rep++) {
    const value = f.getComponent(component, sub, rep).trim();
    if (value) return value;
  }
  return '';
}

/** YYYYMMDD[…] → 'YYYY-MM-DD' when that calendar day exists, else null. */
export function hl7Date(value: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(value.trim());
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}
