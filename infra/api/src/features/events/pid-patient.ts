/**
 * The patient as an ADT message's PID segment describes them: MRN (PID-3), name (PID-5), date of
 * birth (PID-7), sex (PID-8, HL7 table 0001) as the kernel's genders, address (PID-11) and phone
 * (PID-13). Read at intake for matching, and again from the stored message for an unmatched
 * event, so "Add to roster" starts from what the hospital sent.
 */
import { Hl7Message, type Hl7Field, type Hl7Segment } from '@medplum/core';
import type { Gender, Hl7Patient } from '@hearth/shared-kernel/domain';
import { first, hl7Date } from '../../channels/mllp/hl7-fields';

/** HL7 table 0001 (administrative sex) → the kernel's genders. */
const SEX: Record<string, Gender> = { F: 'female', M: 'male', U: 'not_specified', O: 'not_specified', A: 'not_specified', N: 'not_specified', X: 'not_specified' };

const HOME_COUNTRIES = new Set(['', 'US', 'USA', '840']);

/** The repetitions of a field, each a reader of its components (subcomponent 1 of each). */
function repetitions(field: Hl7Field | undefined): ((component: number) => string)[] {
  if (!field) return [];
  return field.components.map((_, rep) => (component: number) => field.getComponent(component, 0, rep).trim());
}

/** XAD: street, other designation, city, state and ZIP (and a country other than the US) on one line. */
function address(pid: Hl7Segment): string | null {
  for (const c of repetitions(pid.getField(11))) {
    const country = c(6);
    const parts = [c(1), c(2), c(3), [c(4), c(5)].filter(Boolean).join(' '), HOME_COUNTRIES.has(country.toUpperCase()) ? '' : country].filter(Boolean);
    if (parts.length) return parts.join(', ');
  }
  return null;
}

/** XTN: the number as sent (XTN-1), else area code and local number (XTN-6, XTN-7). */
function phoneNumber(c: (component: number) => string): string {
  const [area, local] = [c(6), c(7)];
  if (/^\d{3}$/.test(area) && /^\d{7}$/.test(local)) return `(${area}) ${local.slice(0, 3)}-${local.slice(3)}`;
  return c(1) || [area, local].filter(Boolean).join(' ');
}

/** PID-13: a number marked a cell phone (XTN-3 CP) first, else the first number; e-mail addresses are not phones. */
function phone(pid: Hl7Segment): Pick<Hl7Patient, 'phone' | 'phoneIsMobile'> {
  const numbers = repetitions(pid.getField(13))
    .filter((c) => c(2).toUpperCase() !== 'NET' && !['INTERNET', 'X.400'].includes(c(3).toUpperCase()))
    .map((c) => ({ phone: phoneNumber(c), phoneIsMobile: c(3).toUpperCase() === 'CP' }))
    .filter((n) => n.phone);
  return numbers.find((n) => n.phoneIsMobile) ?? numbers[0] ?? { phone: null, phoneIsMobile: false };
}

export function pidPatient(pid: Hl7Segment): Hl7Patient {
  // One name: the first repetition that has a family or a given name.
  const name = repetitions(pid.getField(5)).find((c) => c(1) || c(2));
  return {
    mrn: first(pid, 3) || null,
    lastName: name?.(1) ?? '',
    firstName: name?.(2) ?? '',
    dateOfBirth: hl7Date(first(pid, 7)),
    gender: SEX[first(pid, 8).toUpperCase()] ?? null,
    address: address(pid),
    ...phone(pid),
  };
}

/** The PID patient of a stored message (as intake kept it); null when it has none. */
export function storedPidPatient(raw: string): Hl7Patient | null {
  try {
    const pid = Hl7Message.parse(raw).getSegment('PID');
    return pid ? pidPatient(pid) : null;
  } catch {
    return null;
  }
}
