/**
 * The SMS provider's webhook signature, as real providers sign theirs: the provider sends
 *   x-hearth-sms-timestamp: <unix seconds>
 *   x-hearth-sms-signature: <hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>
 * with a secret both sides share (HEARTH_SMS_WEBHOOK_SECRET). The timestamp is signed too, and one
 * older or newer than five minutes is refused, so a captured request cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SMS_TIMESTAMP_HEADER = 'x-hearth-sms-timestamp';
export const SMS_SIGNATURE_HEADER = 'x-hearth-sms-signature';
const SMS_SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/** The headers a provider sends with `rawBody` (the exact bytes it posts). */
export function signSmsWebhook(secret: string, rawBody: string, nowSeconds = Math.floor(Date.now() / 1000)): Record<string, string> {
  const timestamp = String(nowSeconds);
  return { [SMS_TIMESTAMP_HEADER]: timestamp, [SMS_SIGNATURE_HEADER]: hmac(secret, timestamp, rawBody) };
}

/** True when the headers sign `rawBody` with `secret` and the timestamp is recent. */
export function smsWebhookSigned(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const timestamp = headers[SMS_TIMESTAMP_HEADER];
  const signature = headers[SMS_SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp)) return false;
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > SMS_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
}
