/** SPEC §3 clinical data entry (CDE): the form a professional fills and the payload it submits. */
import type { CdeStatus } from './entities';

export type CdeInputType = 'checkbox' | 'numberInput' | 'singleSelect';

export interface CdeOption {
  value: string;
  displayName: string;
  metadata?: Record<string, unknown>;
}

/** One input of a category. `name` keys its value in the submitted entry's `values`. */
export interface CdeDetailedEvidence {
  name: string;
  inputType: CdeInputType;
  displayName: string;
  unitOfMeasure?: string;
  validations?: { min?: number; max?: number };
  options?: CdeOption[];
  serviceProviderNpiRequired?: boolean;
  /** 'name,code' strings: when non-empty, a provider type code from this list is required. */
  serviceProviderTypeValues?: string[];
}

export interface CdeSupportingFiles {
  required: boolean;
  /** Extensions ('pdf', '.png') or MIME types ('application/pdf'). */
  allowedFileTypes: string[];
  /** ISO (YYYY-MM-DD) or MM/DD/YYYY. */
  minDate?: string;
  maxDate?: string;
}

export interface CdeFormEntry {
  displayName: string;
  exclusion: boolean;
  detailedEvidence: CdeDetailedEvidence[];
  supportingFiles: CdeSupportingFiles;
}

/** The clinical form: entries keyed by category. */
export interface ClinicalForm {
  qualityConsideration: string;
  entries: Record<string, CdeFormEntry>;
}

export interface CdeAttachment {
  attachmentUrl: string;
  attachmentFilename: string;
  /** MM/DD/YYYY as typed, or ISO YYYY-MM-DD. */
  dateOfService: string;
}

export type CdeValue = string | number | boolean | null;

/** One selected category of a submission. */
export interface CdeSubmittedEntry {
  values: Record<string, CdeValue>;
  attachments: CdeAttachment[];
  serviceProviderNpi?: string;
  serviceProviderTypeCode?: string;
}

/** The submitted payload: only selected categories appear in data.entries. */
export interface CdeSubmission {
  beneficiaryId: string;
  gapId: string;
  formId: string;
  data: { entries: Record<string, CdeSubmittedEntry> };
}

/** A care-gap item that carries a CDE request. */
export interface CdeItem {
  cdeRequestId: string | null;
  cdeFormId: string;
  cdeStatus: CdeStatus;
  gapId: string;
  meas_id: string;
  rec_id: string;
}

/** A stored request (GET cde/request/{id}). */
export interface CdeRequestRecord {
  createdByProfessionalName: string;
  createdAt: string;
  data: { entries: Record<string, CdeSubmittedEntry> };
}

/** Parses a 'name,code' provider type value. */
export function parseProviderType(value: string): { name: string; code: string } {
  const comma = value.lastIndexOf(',');
  if (comma < 0) return { name: value.trim(), code: value.trim() };
  return { name: value.slice(0, comma).trim(), code: value.slice(comma + 1).trim() };
}
