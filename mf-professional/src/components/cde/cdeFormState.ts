/**
 * What a professional has entered on a clinical form, category by category, and the submission it
 * makes (SPEC §3: only selected categories appear in data.entries). Pure, so the rules can be
 * checked on it before anything is sent.
 */
import type { CdeFormEntry, CdeSubmission, CdeSubmittedEntry, CdeValue, ClinicalForm } from '@hearth/shared-kernel/domain';
import { parseProviderType } from '@hearth/shared-kernel/domain';

export interface FileRow {
  key: string;
  /** MM/DD/YYYY as typed. */
  dateOfService: string;
  url: string;
  filename: string;
  /** 0–100 while uploading, null otherwise. */
  progress: number | null;
}

export interface CategoryState {
  selected: boolean;
  values: Record<string, CdeValue>;
  npi: string;
  providerType: string;
  files: FileRow[];
}

export type FormState = Record<string, CategoryState>;

let nextKey = 0;
export const newFileRow = (over: Partial<FileRow> = {}): FileRow => ({ key: `file-${++nextKey}`, dateOfService: '', url: '', filename: '', progress: null, ...over });

export const npiRequired = (entry: CdeFormEntry) => entry.detailedEvidence.some((f) => f.serviceProviderNpiRequired);
export const providerTypes = (entry: CdeFormEntry) => entry.detailedEvidence.flatMap((f) => f.serviceProviderTypeValues ?? []).map(parseProviderType);

/** A blank state, or the state of a stored request's entries (resubmitting after an update). */
export function initialFormState(form: ClinicalForm, stored?: Record<string, CdeSubmittedEntry>): FormState {
  const state: FormState = {};
  for (const category of Object.keys(form.entries)) {
    const saved = stored?.[category];
    state[category] = {
      selected: saved !== undefined,
      values: { ...(saved?.values ?? {}) },
      npi: saved?.serviceProviderNpi ?? '',
      providerType: saved?.serviceProviderTypeCode ?? '',
      files: saved?.attachments.length
        ? saved.attachments.map((a) => newFileRow({ dateOfService: a.dateOfService, url: a.attachmentUrl, filename: a.attachmentFilename }))
        : [newFileRow()],
    };
  }
  return state;
}

const hasValue = (v: CdeValue | undefined) => v !== undefined && v !== null && v !== '' && v !== false;

export function toSubmission(form: ClinicalForm, state: FormState, ids: { beneficiaryId: string; gapId: string; formId: string }): CdeSubmission {
  const entries: Record<string, CdeSubmittedEntry> = {};
  for (const [category, entry] of Object.entries(form.entries)) {
    const s = state[category];
    if (!s?.selected) continue;
    const values: Record<string, CdeValue> = {};
    for (const field of entry.detailedEvidence) if (hasValue(s.values[field.name])) values[field.name] = s.values[field.name];
    const submitted: CdeSubmittedEntry = {
      values,
      // A row with neither a date nor a file is an empty slot on the screen, not an attachment.
      attachments: s.files
        .filter((f) => f.dateOfService.trim() !== '' || f.url !== '')
        .map((f) => ({ attachmentUrl: f.url, attachmentFilename: f.filename, dateOfService: f.dateOfService.trim() })),
    };
    if (npiRequired(entry)) submitted.serviceProviderNpi = s.npi.trim();
    if (providerTypes(entry).length) submitted.serviceProviderTypeCode = s.providerType;
    entries[category] = submitted;
  }
  return { ...ids, data: { entries } };
}

/** Satisfying evidence first, then excluding (the modal's two lists). */
export function categoriesBySide(form: ClinicalForm): { satisfying: string[]; excluding: string[] } {
  const keys = Object.keys(form.entries);
  return { satisfying: keys.filter((k) => !form.entries[k].exclusion), excluding: keys.filter((k) => form.entries[k].exclusion) };
}
