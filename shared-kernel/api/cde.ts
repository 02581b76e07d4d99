/**
 * Calls of quality considerations and clinical data entry (SPEC §3, §4, §7): the patient's gaps in
 * care, the forms, requests and their review, attachments, the reviewers' worklist, and diagnosis
 * considerations. Review calls are declared with VIEW_PATIENT: which review permission they need
 * depends on the item's status, so the API checks it with the kernel's workflow rules.
 */
import type {
  CdeAttachmentUpload,
  CdeFormAnswer,
  CdeRejectionReason,
  CdeRequestRecord,
  CdeSignedUrl,
  CdeWorklistAnswer,
  DiagnosisConsideration,
  DiagnosisConsiderationsAnswer,
  GapsInCareAnswer,
} from '../domain/cde';
import { PUBLIC, inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/cde';

export const cdeCalls = {
  /**
   * `GapsInCareAnswer` `{ gapsInCares, isMarkedStatusEnabled }`: the patient's care-gap items with
   * their CDE status and request
   */
  gapsInCare: call<typeof S.gapsInCare, GapsInCareAnswer>()('GET', '/gaps-in-care/:id', inOrg('VIEW_PATIENT')),
  /** `{ data: { form: ClinicalForm } }` */
  form: call<typeof S.form, CdeFormAnswer>()('GET', '/cde/form/:formId', inOrg('VIEW_PATIENT')),
  /** `CdeRequestRecord` with its history (who, when, reason, before → after) */
  request: call<typeof S.request, CdeRequestRecord>()('GET', '/cde/request/:id', inOrg('VIEW_PATIENT')),
  /**
   * Takes `CdeSubmission` / (resubmit). 201 / 200 `CdeRequestRecord`; 400 with SPEC §5's messages
   * (the kernel's `validateCdeSubmission`); 409 when the gap already has a request or the item is
   * not ready for entry
   */
  submit: call<typeof S.submit, CdeRequestRecord>()('POST', '/cde/request/', inOrg('VIEW_PATIENT', 'ADD_CDE_REQUEST')),
  resubmit: call<typeof S.resubmit, CdeRequestRecord>()('PUT', '/cde/request/:id', inOrg('VIEW_PATIENT', 'MODIFY_CDE_REQUEST')),
  /**
   * Takes , `/clear`, `/approve`, `/reject`, `/update` (`{ reason }` for the last three).
   * `CdeRequestRecord`; decided by the kernel's `decideCdeTransition`, applied by one conditional
   * update (two reviewers never both hold a claim: the other gets 409 'This item is already being
   * reviewed by someone else'); every transition in the audit log (`cde_transition`). A claim is a
   * lease: claiming an item one holds renews it; one not renewed within `CDE_CLAIM_LEASE_MS` is
   * released at the next call (an `expire` line); `/clear` gives it back (its holder, always)
   */
  claim: call<typeof S.claim, CdeRequestRecord>()('PUT', '/cde/request/:id/in-review', inOrg('VIEW_PATIENT')),
  clear: call<typeof S.clear, CdeRequestRecord>()('PUT', '/cde/request/:id/clear', inOrg('VIEW_PATIENT')),
  approve: call<typeof S.approve, CdeRequestRecord>()('PUT', '/cde/request/:id/approve', inOrg('VIEW_PATIENT')),
  reject: call<typeof S.reject, CdeRequestRecord>()('PUT', '/cde/request/:id/reject', inOrg('VIEW_PATIENT')),
  update: call<typeof S.update, CdeRequestRecord>()('PUT', '/cde/request/:id/update', inOrg('VIEW_PATIENT', 'MODIFY_CDE_REQUEST')),
  /** `CdeRejectionReason[]` */
  rejectionReasons: call<typeof S.rejectionReasons, CdeRejectionReason[]>()('GET', '/cde/rejection-reasons', inOrg('VIEW_PATIENT')),
  /** Multipart (one file part); browsers send it with upload progress, not through http.call. */
  upload: call<typeof S.upload, CdeAttachmentUpload>()('POST', '/cde/attachment/', inOrg('VIEW_PATIENT')),
  /** `{ deleted: true }`; 409 when a submitted request names it */
  removeAttachment: call<typeof S.removeAttachment, { deleted: true }>()('DELETE', '/cde/attachment/:id', inOrg('VIEW_PATIENT', 'ADD_CDE_REQUEST')),
  /**
   * Takes `{ url }`. `{ url, filename, expiresAt }`: a link valid 5 minutes (HMAC-SHA256 over id
   * and expiry)
   */
  signedUrl: call<typeof S.signedUrl, CdeSignedUrl>()('POST', '/cde/attachment/signedUrl', inOrg('VIEW_PATIENT')),
  /** The signed link itself: no token, the HMAC signature and expiry in the query stand for it. */
  download: call<typeof S.download, never>()('GET', '/cde/attachment/:id/download', PUBLIC),
  /**
   * `CdeWorklistAnswer`: the organisation's items waiting for review (`view` =
   * `first_review_needed`, `second_review_needed`, `mine`)
   */
  worklist: call<typeof S.worklist, CdeWorklistAnswer>()('GET', '/cde/worklist', inOrg('VIEW_PATIENT')),
  diagnosisConsiderations: call<typeof S.diagnosisConsiderations, DiagnosisConsiderationsAnswer>()(
    'GET',
    '/diagnosis-considerations/:id',
    inOrg('VIEW_PATIENT'),
    { flag: 'diagnosisConsiderationsPage' },
  ),
  setDiagnosisStatus: call<typeof S.setDiagnosisStatus, DiagnosisConsideration>()(
    'POST',
    '/diagnosis-considerations/:considerationId/:status',
    inOrg('VIEW_PATIENT', 'MODIFY_PATIENT'),
    { flag: 'diagnosisConsiderationsPage' },
  ),
};
