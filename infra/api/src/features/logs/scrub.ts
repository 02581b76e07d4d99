/**
 * Client log lines are written to the server log, so they are scrubbed first: whatever a client
 * sends, credentials (the kernel's redactText: tokens, secure-chat and reset links, article ids,
 * codes), e-mail addresses, phone-like and long digit runs (MRNs, SSNs) and dates (birth dates) do
 * not reach the log. Defence in depth: clients are not meant to send PHI at all.
 */
import { isSecretKey, REDACTED, redactText } from '@hearth/shared-kernel/redaction';

const PHI_RULES: [RegExp, string][] = [
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  [/\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b/g, '[date]'],
  [/\+?\d[\d\s().-]{6,}\d/g, '[number]'],
];

export const MAX_LOG_TEXT = 2000;

export function scrubLogText(text: string): string {
  // Scrubbed with a margin before the final cut, so the cut cannot leave half a token unrecognised
  // (and the rules never scan more than a bounded length).
  let out = redactText(text.slice(0, MAX_LOG_TEXT + 512));
  for (const [pattern, replacement] of PHI_RULES) out = out.replace(pattern, replacement);
  return out.length > MAX_LOG_TEXT ? `${out.slice(0, MAX_LOG_TEXT)}…` : out;
}

/** A bounded, scrubbed copy of client-supplied context: strings scrubbed, depth and size capped. */
export function scrubLogContext(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return scrubLogText(value);
  if (depth >= 3) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => scrubLogContext(v, depth + 1));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>).slice(0, 20)) {
      out[scrubLogText(k).slice(0, 64)] = isSecretKey(k) ? REDACTED : scrubLogContext(v, depth + 1);
    }
    return out;
  }
  return undefined;
}
