/** SPEC §5 clinical data entry rules: pure, run by the form on submit and by the API on the body. */
import type { CdeFormEntry, CdeSubmission, CdeSubmittedEntry, CdeValue, ClinicalForm } from '../domain/cde';
import { parseProviderType } from '../domain/cde';
import { NPI_LENGTH } from '../domain/constants';
import { CDE_MESSAGES } from './messages';
import { dayNumber, formatUsDate, parseCalendarDate } from './dates';

/** Reason for reject, update or approve. */
export function validateCdeReason(reason: unknown): string[] {
  return typeof reason === 'string' && reason.trim() !== '' ? [] : [CDE_MESSAGES.reasonRequired];
}

export function isValidNpi(npi: unknown): boolean {
  return typeof npi === 'string' && new RegExp(`^\\d{${NPI_LENGTH}}$`).test(npi);
}

/** Dates of service must lie within the form's bounds (inclusive). Unparseable bounds are ignored. */
export function checkDateBounds(date: string, minDate?: string, maxDate?: string): string[] {
  const d = parseCalendarDate(date);
  if (!d) return [];
  const min = minDate ? parseCalendarDate(minDate) : null;
  const max = maxDate ? parseCalendarDate(maxDate) : null;
  const tooEarly = min !== null && dayNumber(d) < dayNumber(min);
  const tooLate = max !== null && dayNumber(d) > dayNumber(max);
  if (!tooEarly && !tooLate) return [];
  // SPEC names both bounds; an open bound reads as '-'.
  return [CDE_MESSAGES.datesOutOfBounds(min ? formatUsDate(min) : '-', max ? formatUsDate(max) : '-')];
}

function toNumber(value: CdeValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** A number value within its field's min and max (inclusive); an empty value is not checked here. */
export function checkNumberBounds(value: CdeValue | undefined, bounds?: { min?: number; max?: number }): string[] {
  if (value === null || value === undefined || value === '') return [];
  const n = toNumber(value);
  if (n === null) return [CDE_MESSAGES.valuesOutOfBounds];
  if (bounds?.min !== undefined && n < bounds.min) return [CDE_MESSAGES.valuesOutOfBounds];
  if (bounds?.max !== undefined && n > bounds.max) return [CDE_MESSAGES.valuesOutOfBounds];
  return [];
}

function hasValue(value: CdeValue | undefined): boolean {
  return value !== null && value !== undefined && value !== '' && value !== false;
}

/** The value of a field named like `name` (case-insensitive) in any selected entry. */
function findValue(entries: CdeSubmittedEntry[], name: string): CdeValue | undefined {
  const wanted = name.toLowerCase();
  for (const entry of entries) {
    for (const [key, value] of Object.entries(entry.values ?? {})) {
      if (key.toLowerCase() === wanted && hasValue(value)) return value;
    }
  }
  return undefined;
}

export const KIDNEY_MEASURE_ID = '1053';

/** Measure 1053 (kidney health): which of eGFR and uACR a record needs. */
export function validateKidneyMeasure(recId: string | number | undefined, entries: CdeSubmittedEntry[]): string[] {
  const egfr = findValue(entries, 'egfr') !== undefined;
  const uacr = findValue(entries, 'uacr') !== undefined;
  switch (String(recId)) {
    case '5184':
      return egfr && uacr ? [] : [CDE_MESSAGES.egfrAndUacrRequired];
    case '5185':
      return egfr ? [] : [CDE_MESSAGES.egfrRequired];
    case '5186':
      return uacr ? [] : [CDE_MESSAGES.uacrRequired];
    default:
      return [];
  }
}

function validateEntry(category: string, spec: CdeFormEntry, entry: CdeSubmittedEntry): string[] {
  const label = spec.displayName || category;
  const out: string[] = [];
  const attachments = Array.isArray(entry.attachments) ? entry.attachments : [];

  const datesOk = attachments.length > 0 && attachments.every((a) => parseCalendarDate(a.dateOfService) !== null);
  if (!datesOk) out.push(CDE_MESSAGES.missingDateOfService(label));

  const files = attachments.filter((a) => typeof a.attachmentUrl === 'string' && a.attachmentUrl !== '');
  if (spec.supportingFiles?.required && files.length === 0) out.push(CDE_MESSAGES.missingAttachments(label));

  for (const a of attachments) {
    out.push(...checkDateBounds(a.dateOfService, spec.supportingFiles?.minDate, spec.supportingFiles?.maxDate));
  }

  for (const field of spec.detailedEvidence ?? []) {
    if (field.inputType === 'numberInput') out.push(...checkNumberBounds(entry.values?.[field.name], field.validations));
  }

  const npiRequired = (spec.detailedEvidence ?? []).some((f) => f.serviceProviderNpiRequired);
  if (npiRequired && !isValidNpi(entry.serviceProviderNpi)) out.push(CDE_MESSAGES.npiInvalid);

  const typeCodes = (spec.detailedEvidence ?? []).flatMap((f) => f.serviceProviderTypeValues ?? []).map((v) => parseProviderType(v).code);
  if (typeCodes.length > 0 && !(typeof entry.serviceProviderTypeCode === 'string' && typeCodes.includes(entry.serviceProviderTypeCode))) {
    out.push(CDE_MESSAGES.providerTypeRequired);
  }
  return out;
}

export interface CdeSubmissionContext {
  /** The care-gap item's meas_id and rec_id (measure 1053 rules). */
  measId?: string | number;
  recId?: string | number;
}

/**
 * Every message a submission earns, each once, in form order; empty when valid.
 * Categories the form does not know are ignored here (the API rejects them by schema).
 */
export function validateCdeSubmission(form: ClinicalForm, payload: CdeSubmission, context: CdeSubmissionContext = {}): string[] {
  const selected = payload?.data?.entries ?? {};
  const categories = Object.keys(form.entries).filter((c) => Object.prototype.hasOwnProperty.call(selected, c));
  if (categories.length === 0) return [CDE_MESSAGES.noSelections];

  const out: string[] = [];
  for (const category of categories) out.push(...validateEntry(category, form.entries[category], selected[category]));
  if (context.measId !== undefined && String(context.measId) === KIDNEY_MEASURE_ID) {
    out.push(...validateKidneyMeasure(context.recId, categories.map((c) => selected[c])));
  }
  return [...new Set(out)];
}
