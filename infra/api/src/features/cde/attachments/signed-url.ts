/**
 * Short-lived download links for attachments: HMAC-SHA256 over the attachment id and the expiry,
 * with a key derived from the API's secret for this purpose only. A link is refused once expired or
 * when any part of it was changed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const SIGNED_URL_TTL_SECONDS = 5 * 60;

export function attachmentUrlKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('hearth:cde-attachment-download:v1').digest();
}

export function signAttachment(key: Buffer, id: string, expires: number): string {
  return createHmac('sha256', key).update(`${id}.${expires}`).digest('base64url');
}

export type SignatureCheck = 'ok' | 'expired' | 'invalid';

export function checkAttachmentSignature(key: Buffer, id: string, expires: string, signature: string, nowSeconds: number): SignatureCheck {
  const expected = Buffer.from(signAttachment(key, id, Number(expires)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return Number(expires) < nowSeconds ? 'expired' : 'ok';
}

/** The path of a signed link, relative to the API's base URL. */
export function signedAttachmentPath(key: Buffer, id: string, nowSeconds: number, ttl = SIGNED_URL_TTL_SECONDS): { path: string; expires: number } {
  const expires = nowSeconds + ttl;
  return { path: `/cde/attachment/${id}/download?expires=${expires}&signature=${signAttachment(key, id, expires)}`, expires };
}
