/** The CDE calls the console makes (declared once in the kernel's api), and the upload with progress. */
import { cdeCalls, pathOf } from '@hearth/shared-kernel/api';
import { kernelConfig } from '@hearth/shared-kernel';
import { http, HttpError } from '@hearth/shared-kernel/http';
import { session } from '@hearth/shared-kernel/session';
import type { CdeAttachmentUpload, CdeStatus, CdeSubmission, CdeWorklistView, DiagnosisStatus } from '@hearth/shared-kernel/domain';

// 'caller': a 400 or 409 here is the item's state or a rule, shown on the form; it must not log out.
const caller = { errorPolicy: 'caller' } as const;

export const cdeApi = {
  gapsInCare: (id: string) => http.call(cdeCalls.gapsInCare, { params: { id } }, caller),
  form: (formId: string) => http.call(cdeCalls.form, { params: { formId } }),
  request: (id: string) => http.call(cdeCalls.request, { params: { id } }),
  submit: (body: CdeSubmission) => http.call(cdeCalls.submit, { body }, caller),
  resubmit: (id: string, body: CdeSubmission) => http.call(cdeCalls.resubmit, { params: { id }, body }, caller),
  claim: (id: string) => http.call(cdeCalls.claim, { params: { id } }, caller),
  clear: (id: string) => http.call(cdeCalls.clear, { params: { id } }, caller),
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

/**
 * Uploads one file as multipart with progress (fetch reports no upload progress, XMLHttpRequest
 * does), with the same headers the kernel's client sends. Resolves the API's answer; a refusal
 * rejects with an HttpError carrying the server's message.
 */
export async function uploadAttachment(
  file: File,
  target: { formId: string; category: string },
  onProgress: (percent: number) => void,
): Promise<CdeAttachmentUpload> {
  if (session.isAccessExpired() && session.refreshToken) await session.refresh();
  const config = kernelConfig();
  const query = new URLSearchParams(target).toString();
  const body = new FormData();
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${config.apiUrl}${pathOf(cdeCalls.upload.path)}?${query}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (session.accessToken) xhr.setRequestHeader('Authorization', `Bearer ${session.accessToken}`);
    xhr.setRequestHeader('x-api-key', config.apiKey);
    xhr.setRequestHeader('x-organization-id', session.orgId ?? '');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let answer: unknown = null;
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        answer = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer as CdeAttachmentUpload);
      else {
        const message = (answer as { message?: string } | null)?.message ?? `HTTP ${xhr.status}`;
        reject(new HttpError(xhr.status, message, { body: answer }));
      }
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(body);
  });
}
