/**
 * SPEC §3/§4 enrollment texts: 'Stop', 'unsubscribe' or 'cancel' opt the patient out, 'Start'
 * opts them back in, 'Secure' asks for a secure-chat link (case-insensitive, surrounding spaces and
 * punctuation ignored). Keywords are commands, not messages for the care team; anything else is a
 * message.
 */
export type SmsKeyword = 'opt_out' | 'opt_in' | 'secure_link';

const OPT_OUT = new Set(['stop', 'unsubscribe', 'cancel']);
const OPT_IN = new Set(['start']);

export function smsKeyword(body: string): SmsKeyword | null {
  const word = body.trim().toLowerCase().replace(/^[\s.!?]+|[\s.!?]+$/g, '');
  if (OPT_OUT.has(word)) return 'opt_out';
  if (OPT_IN.has(word)) return 'opt_in';
  if (word === 'secure') return 'secure_link';
  return null;
}

export const OPT_OUT_CONFIRMATION = 'You have been unsubscribed from Hearth texts and will receive no more messages. Reply START to resubscribe.';
export const OPT_IN_CONFIRMATION = 'You are subscribed to Hearth texts again. Reply STOP to unsubscribe.';
