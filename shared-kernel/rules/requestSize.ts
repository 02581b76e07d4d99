import { REQUEST_SIZE_LIMIT_BYTES } from '../domain/constants';
import { REQUEST_SIZE_MESSAGE } from './messages';

export type RequestSizeCheck =
  | { ok: true; bytes: number }
  | { ok: false; status: 413; bytes: number; message: string };

/** UTF-8 bytes of the body as it would be sent: strings as they are, anything else as JSON. */
export function serializedSize(body: unknown): number {
  if (body === undefined) return 0;
  const text = typeof body === 'string' ? body : JSON.stringify(body) ?? '';
  return new TextEncoder().encode(text).length;
}

export function requestSizeMessage(bytes: number): string {
  return `${REQUEST_SIZE_MESSAGE} (${bytes} bytes)`;
}

/** SPEC §5: a body over 6 MB serialised is refused with 413, naming its size in bytes. */
export function checkRequestSize(body: unknown, limit = REQUEST_SIZE_LIMIT_BYTES): RequestSizeCheck {
  const bytes = serializedSize(body);
  if (bytes <= limit) return { ok: true, bytes };
  return { ok: false, status: 413, bytes, message: requestSizeMessage(bytes) };
}
