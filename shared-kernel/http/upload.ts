/**
 * Uploads one file to a declared call as multipart with progress (fetch reports no upload
 * progress, XMLHttpRequest does), with the headers the kernel's client sends. Resolves the API's
 * answer; a refusal rejects with an HttpError carrying the server's message.
 */
import { buildUrl } from './client';
import { HttpError } from './error';
import { pathOf, type AnswerOf, type Call } from '../api/call';
import { kernelConfig } from '../config';
import { session } from '../session';

export interface UploadTarget {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string>>;
}

export async function uploadFile<C extends Call>(call: C, target: UploadTarget, file: File, onProgress: (percent: number) => void): Promise<AnswerOf<C>> {
  if (session.isAccessExpired() && session.refreshToken) await session.refresh();
  const config = kernelConfig();
  const body = new FormData();
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(call.method, buildUrl(config.apiUrl, pathOf(call.path, target.params), target.query));
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
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer as AnswerOf<C>);
      else {
        const message = (answer as { message?: string } | null)?.message ?? `HTTP ${xhr.status}`;
        reject(new HttpError(xhr.status, message, { body: answer }));
      }
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(body);
  });
}
