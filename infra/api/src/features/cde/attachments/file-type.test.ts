import { detectFileType, isAllowedType } from './file-type';
import { attachmentUrlKey, checkAttachmentSignature, signAttachment, signedAttachmentPath } from './signed-url';

const bytes = (...b: number[]) => Buffer.from(b);

describe('file type by magic bytes', () => {
  test.each([
    ['pdf', Buffer.from('%PDF-1.4\n')],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['jpg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['gif', Buffer.from('GIF89a')],
    ['tiff', bytes(0x49, 0x49, 0x2a, 0x00)],
    ['tiff', bytes(0x4d, 0x4d, 0x00, 0x2a)],
  ])('knows %s', (ext, head) => {
    expect(detectFileType(head)?.ext).toBe(ext);
  });

  test('an HTML page, a script, text or too few bytes is no known type, whatever its name', () => {
    for (const head of [Buffer.from('<!doctype html><html>'), Buffer.from('<script>alert(1)</script>'), Buffer.from('plain text'), Buffer.from('%PD'), Buffer.alloc(0)]) {
      expect(detectFileType(head)).toBeNull();
    }
  });

  test('is allowed by extension, alias or MIME type; an empty list allows any known type', () => {
    const jpg = detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0))!;
    expect(isAllowedType(jpg, ['jpeg'])).toBe(true);
    expect(isAllowedType(jpg, ['.JPG'])).toBe(true);
    expect(isAllowedType(jpg, ['image/jpeg'])).toBe(true);
    expect(isAllowedType(jpg, ['pdf', 'png'])).toBe(false);
    expect(isAllowedType(jpg, [])).toBe(true);
  });
});

describe('signed attachment links', () => {
  const key = attachmentUrlKey('a-secret-of-at-least-thirty-two-characters');
  const id = '6f1c2a9e-3b4d-4c5e-8f70-112233445566';

  test('hold for their lifetime only', () => {
    const { path, expires } = signedAttachmentPath(key, id, 1_000, 300);
    expect(expires).toBe(1_300);
    const signature = new URL(path, 'http://x').searchParams.get('signature')!;
    expect(checkAttachmentSignature(key, id, '1300', signature, 1_299)).toBe('ok');
    expect(checkAttachmentSignature(key, id, '1300', signature, 1_301)).toBe('expired');
  });

  test('are bound to the id, the expiry and the key', () => {
    const signature = signAttachment(key, id, 5_000);
    expect(checkAttachmentSignature(key, id.replace('6f', '7f'), '5000', signature, 0)).toBe('invalid');
    expect(checkAttachmentSignature(key, id, '5001', signature, 0)).toBe('invalid');
    expect(checkAttachmentSignature(attachmentUrlKey('another-secret-of-at-least-thirty-two-chars'), id, '5000', signature, 0)).toBe('invalid');
    expect(checkAttachmentSignature(key, id, '5000', `${signature.slice(0, -1)}x`, 0)).toBe('invalid');
  });
});
