/** The CDE calls the console makes (declared once in the kernel's api), and the upload with progress. */
import { cdeCalls } from '@hearth/shared-kernel/api';
import { kernelConfig } from '@hearth/shared-kernel';
import { http } from '@hearth/shared-kernel/http';
import type { CdeStatus, CdeSubmission, CdeWorklistView, DiagnosisStatus } from '@hearth/shared-kernel/domain';

// 'caller': a 400 or 409 here is the item's state or a rule, shown on the form; it must not log out.
const caller = { errorPolicy: 'caller' } as const;

export const cdeApi = {
  gapsInCare: (id: string) => http.call(cdeCalls.gapsInCare, { params: { id } }, caller),
  form: (formId: string) => http.call(cdeCalls.form, { params: { formId } }),
  request: (id: string) => http.call(cdeCalls.request, { params: { id } }),
  submit: (body: CdeSubmission) => http.call(cdeCalls.submit, { body }, caller),
  resubmit: (id: string, body: CdeSubmission) => http.call(cdeCalls.resubmit, { params: { id }, body }, caller),
  claim: (id: string) => http.call(cdeCalls.claim, { params: { id } }, caller),
  // Gives a claim back; keepalive: it also leaves when the tab closes (pagehide) or the session ends.
  clear: (id: string) => http.call(cdeCalls.clear, { params: { id } }, { ...caller, keepalive: true }),
  approve: (id: string, reason: string) => http.call(cdeCalls.approve, { params: { id }, body: { reason } }, caller),
  reject: (id: string, reason: string) => http.call(cdeCalls.reject, { params: { id }, body: { reason } }, caller),
  update: (id: string, reason: string) => http.call(cdeCalls.update, { params: { id }, body: { reason } }, caller),
  rejectionReasons: () => http.call(cdeCalls.rejectionReasons),
  removeAttachment: (url: string) => http.call(cdeCalls.removeAttachment, { params: { id: url.split('/').pop() ?? '' } }, caller),
  signedUrl: (url: string) => http.call(cdeCalls.signedUrl, { body: { url } }, caller),
  worklist: (query: { view?: CdeWorklistView; status?: CdeStatus; measure?: string; skip: number; take: number }) =>
    http.call(cdeCalls.worklist, { query }, caller),
  diagnosisConsiderations: (id: string) => http.call(cdeCalls.diagnosisConsiderations, { params: { id } }, caller),
  setDiagnosisStatus: (considerationId: string, status: DiagnosisStatus, attestation: string) =>
    http.call(cdeCalls.setDiagnosisStatus, { params: { considerationId, status }, body: { attestation } }, caller),
};

/** The full address of a path the API answered (a signed download link). */
export const apiAddress = (path: string) => `${kernelConfig().apiUrl}${path}`;

/** Uploads one file with progress; a refusal rejects with the server's message. */
export const uploadAttachment = (file: File, target: { formId: string; category: string }, onProgress: (percent: number) => void) =>
  http.upload(cdeCalls.upload, { query: target }, file, onProgress);
