/** SPEC §3 clinical data entry (CDE): the form a professional fills and the payload it submits. */
import type { Paged } from './paging';
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

/** One step of a request's review, as recorded (who, when, the reason, before and after). */
export interface CdeRequestEvent {
  action: CdeHistoryAction;
  fromStatus: CdeStatus | null;
  toStatus: CdeStatus;
  reason: string | null;
  byProfessionalName: string;
  at: string;
}

/** A stored request (GET cde/request/{id}). */
export interface CdeRequestRecord {
  id: string;
  beneficiaryId: string;
  gapId: string;
  formId: string;
  meas_id: string;
  rec_id: string;
  status: CdeStatus;
  /** Who holds the review claim (in_first_review / in_second_review), if anyone. */
  claimedByProfessionalId: string | null;
  claimedByProfessionalName: string | null;
  createdByProfessionalName: string;
  createdAt: string;
  data: { entries: Record<string, CdeSubmittedEntry> };
  history: CdeRequestEvent[];
}

/** What happens to a request; each is written to its history and the audit log. */
export type CdeTransition = 'submit' | 'resubmit' | 'claim' | 'clear' | 'approve' | 'reject' | 'update';
/** A history line: a transition, or 'expire' (a review claim ran out; by its holder, at the next call). */
export type CdeHistoryAction = CdeTransition | 'expire';

/** GET cde/form/{formId}. */
export interface CdeFormAnswer {
  data: { form: ClinicalForm };
}

/** One care-gap item of the gaps-in-care answer (SPEC §3), with its request when one exists. */
export interface GapInCareItem {
  gapId: string;
  cdsId: string;
  cdeFormId: string;
  cdeStatus: CdeStatus;
  cdeRequestId: string | null;
  meas_id: string;
  rec_id: string;
  measureName: string;
  createdByProfessionalName: string | null;
  createdAt: string | null;
  claimedByProfessionalName: string | null;
  /** Why the item is back with its author: the latest step, when it is a rejection or an update request. */
  reviewNote: CdeReviewNote | null;
}

/** A reviewer's rejection or update request, shown on the item (not only in its history). */
export interface CdeReviewNote {
  action: 'reject' | 'update';
  reason: string;
  byProfessionalName: string;
  at: string;
}

/** The item's review note from its history: the latest step, if it is a rejection or an update request with a reason. */
export function latestReviewNote(history: readonly CdeRequestEvent[]): CdeReviewNote | null {
  const last = history.at(-1);
  if (!last || (last.action !== 'reject' && last.action !== 'update') || !last.reason) return null;
  return { action: last.action, reason: last.reason, byProfessionalName: last.byProfessionalName, at: last.at };
}

export interface GapInCareGroup {
  name: string;
  items: GapInCareItem[];
}

/** GET gaps-in-care/{patientId}. */
export interface GapsInCareAnswer {
  gapsInCares: GapInCareGroup[];
  isMarkedStatusEnabled: boolean;
}

export interface CdeRejectionReason {
  id: string;
  reason: string;
}

/** POST cde/attachment/ (SPEC §7). */
export interface CdeAttachmentUpload {
  url: string;
  filename: string;
  totalFailed: number;
  failureMessages: string[];
}

/** POST cde/attachment/signedUrl: a short-lived link whose GET serves the file. */
export interface CdeSignedUrl {
  url: string;
  filename: string;
  expiresAt: string;
}

/** A row of the reviewers' worklist. */
export interface CdeWorklistItem {
  requestId: string;
  gapId: string;
  formId: string;
  rec_id: string;
  patientId: string;
  patientName: string;
  measureName: string;
  meas_id: string;
  status: CdeStatus;
  claimedByProfessionalName: string | null;
  createdByProfessionalName: string;
  createdAt: string;
}

export interface CdeWorklistAnswer extends Paged<CdeWorklistItem> {
  /** The measures of the organisation's items, for the filter. */
  measures: { meas_id: string; name: string }[];
}

/** The worklist's views: what needs a first or second review, and what I hold. */
export const CDE_WORKLIST_VIEWS = ['first_review_needed', 'second_review_needed', 'mine'] as const;
export type CdeWorklistView = (typeof CDE_WORKLIST_VIEWS)[number];

/** Diagnosis considerations (SPEC §3, behind diagnosisConsiderationsPage). */
export const DIAGNOSIS_STATUSES = ['open', 'accepted', 'declined'] as const;
export type DiagnosisStatus = (typeof DIAGNOSIS_STATUSES)[number];

export interface DiagnosisConsideration {
  id: string;
  diagnosis: string;
  icdCode: string;
  evidence: string;
  status: DiagnosisStatus;
  attestation: string | null;
  attestedByProfessionalName: string | null;
  attestedAt: string | null;
}

/** GET diagnosis-considerations/{patientId}. */
export interface DiagnosisConsiderationsAnswer {
  considerations: DiagnosisConsideration[];
  isAttestationEditable: boolean;
}

/** Parses a 'name,code' provider type value. */
export function parseProviderType(value: string): { name: string; code: string } {
  const comma = value.lastIndexOf(',');
  if (comma < 0) return { name: value.trim(), code: value.trim() };
  return { name: value.slice(0, comma).trim(), code: value.slice(comma + 1).trim() };
}
