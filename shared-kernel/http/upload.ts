/**
 * One file sent as multipart with progress: fetch reports no upload progress, XMLHttpRequest
 * does. The client (`http.upload`) gives it the headers of its one header policy. Resolves the
 * API's answer; a refusal rejects with an HttpError carrying the server's message.
 */
import { HttpError } from './error';

export function sendWithProgress(
  method: string,
  url: string,
  headers: Readonly<Record<string, string>>,
  file: File,
  onProgress: (percent: number) => void,
): Promise<unknown> {
  const body = new FormData();
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let answer: unknown;
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        answer = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer);
      else {
        const message = (answer as { message?: string } | null)?.message ?? `HTTP ${xhr.status}`;
        reject(new HttpError(xhr.status, message, { body: answer }));
      }
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(body);
  });
}
