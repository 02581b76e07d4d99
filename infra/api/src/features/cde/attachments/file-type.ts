/**
 * An attachment's type from its first bytes, never from its name or the browser's word: a renamed
 * HTML page is not a PDF. Only the document and image types forms may ask for are known.
 */
export interface KnownFileType {
  /** The extension forms list ('pdf'). */
  ext: string;
  mime: string;
  /** Other names a form may use for it. */
  aliases: string[];
}

const SIGNATURES: { type: KnownFileType; at: number; bytes: number[] }[] = [
  { type: { ext: 'pdf', mime: 'application/pdf', aliases: [] }, at: 0, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: { ext: 'png', mime: 'image/png', aliases: [] }, at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: { ext: 'jpg', mime: 'image/jpeg', aliases: ['jpeg'] }, at: 0, bytes: [0xff, 0xd8, 0xff] },
  { type: { ext: 'gif', mime: 'image/gif', aliases: [] }, at: 0, bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: { ext: 'tiff', mime: 'image/tiff', aliases: ['tif'] }, at: 0, bytes: [0x49, 0x49, 0x2a, 0x00] },
  { type: { ext: 'tiff', mime: 'image/tiff', aliases: ['tif'] }, at: 0, bytes: [0x4d, 0x4d, 0x00, 0x2a] },
];

export const KNOWN_FILE_TYPES = ['pdf', 'png', 'jpg', 'gif', 'tiff'];

export function detectFileType(head: Buffer): KnownFileType | null {
  for (const s of SIGNATURES) {
    if (head.length >= s.at + s.bytes.length && s.bytes.every((b, i) => head[s.at + i] === b)) return s.type;
  }
  return null;
}

/** The detected type is one the form allows (by extension, alias or MIME type); an empty list allows any known type. */
export function isAllowedType(type: KnownFileType, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const names = new Set([type.ext, type.mime, ...type.aliases]);
  return allowed.some((a) => names.has(a.trim().toLowerCase().replace(/^\./, '')));
}
