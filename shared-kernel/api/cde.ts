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
  gapsInCare: call<typeof S.gapsInCare, GapsInCareAnswer>()('GET', '/gaps-in-care/:id', inOrg('VIEW_PATIENT')),
  form: call<typeof S.form, CdeFormAnswer>()('GET', '/cde/form/:formId', inOrg('VIEW_PATIENT')),
  request: call<typeof S.request, CdeRequestRecord>()('GET', '/cde/request/:id', inOrg('VIEW_PATIENT')),
  submit: call<typeof S.submit, CdeRequestRecord>()('POST', '/cde/request/', inOrg('VIEW_PATIENT', 'ADD_CDE_REQUEST')),
  resubmit: call<typeof S.resubmit, CdeRequestRecord>()('PUT', '/cde/request/:id', inOrg('VIEW_PATIENT', 'MODIFY_CDE_REQUEST')),
  claim: call<typeof S.claim, CdeRequestRecord>()('PUT', '/cde/request/:id/in-review', inOrg('VIEW_PATIENT')),
  clear: call<typeof S.clear, CdeRequestRecord>()('PUT', '/cde/request/:id/clear', inOrg('VIEW_PATIENT')),
  approve: call<typeof S.approve, CdeRequestRecord>()('PUT', '/cde/request/:id/approve', inOrg('VIEW_PATIENT')),
  reject: call<typeof S.reject, CdeRequestRecord>()('PUT', '/cde/request/:id/reject', inOrg('VIEW_PATIENT')),
  update: call<typeof S.update, CdeRequestRecord>()('PUT', '/cde/request/:id/update', inOrg('VIEW_PATIENT', 'MODIFY_CDE_REQUEST')),
  rejectionReasons: call<typeof S.rejectionReasons, CdeRejectionReason[]>()('GET', '/cde/rejection-reasons', inOrg('VIEW_PATIENT')),
  /** Multipart (one file part); browsers send it with upload progress, not through http.call. */
  upload: call<typeof S.upload, CdeAttachmentUpload>()('POST', '/cde/attachment/', inOrg('VIEW_PATIENT')),
  removeAttachment: call<typeof S.removeAttachment, { deleted: true }>()('DELETE', '/cde/attachment/:id', inOrg('VIEW_PATIENT', 'ADD_CDE_REQUEST')),
  signedUrl: call<typeof S.signedUrl, CdeSignedUrl>()('POST', '/cde/attachment/signedUrl', inOrg('VIEW_PATIENT')),
  /** The signed link itself: no token, the HMAC signature and expiry in the query stand for it. */
  download: call<typeof S.download, never>()('GET', '/cde/attachment/:id/download', PUBLIC),
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
