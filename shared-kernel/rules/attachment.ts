import { MAX_UPLOAD_BYTES } from '../domain/constants';
import { CDE_MESSAGES } from './messages';

export interface FileLike {
  name: string;
  size: number;
  /** MIME type, when known. */
  type?: string;
}

function normalizeType(t: string): string {
  return t.trim().toLowerCase().replace(/^\./, '');
}

/** The allowed types as the message names them: 'pdf, jpg or png'. */
export function describeFileTypes(allowed: readonly string[]): string {
  const names = allowed.map(normalizeType).filter((t) => t !== '');
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** True when the file's extension or MIME type is in the list (an empty list allows any type). */
export function isAllowedFileType(file: FileLike, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const wanted = allowed.map(normalizeType);
  const dot = file.name.lastIndexOf('.');
  const ext = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const mime = (file.type ?? '').toLowerCase();
  return (ext !== '' && wanted.includes(ext)) || (mime !== '' && wanted.includes(mime));
}

/** SPEC §5 file rules for a CDE attachment: type in the allowed list, size above 0 and at most 20 MB. */
export function validateAttachmentFile(file: FileLike, allowedTypes: readonly string[]): string[] {
  const out: string[] = [];
  if (!isAllowedFileType(file, allowedTypes)) out.push(CDE_MESSAGES.fileTypeNotAllowed(describeFileTypes(allowedTypes)));
  if (!(file.size > 0 && file.size <= MAX_UPLOAD_BYTES)) out.push(CDE_MESSAGES.fileSize);
  return out;
}
