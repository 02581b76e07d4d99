/**
 * A logo's type from its first bytes, never from its name or the browser's word: an SVG or an
 * HTML page renamed logo.png is refused. PNG, JPEG and WebP only.
 */
import type { PracticeLogoType } from '@hearth/shared-kernel/domain';

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const SIGNATURES: { type: PracticeLogoType; parts: { at: number; bytes: number[] }[] }[] = [
  { type: 'image/png', parts: [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
  { type: 'image/jpeg', parts: [{ at: 0, bytes: [0xff, 0xd8, 0xff] }] },
  // RIFF····WEBP: a RIFF container holding WebP.
  { type: 'image/webp', parts: [{ at: 0, bytes: ascii('RIFF') }, { at: 8, bytes: ascii('WEBP') }] },
];

export function detectLogoType(head: Uint8Array): PracticeLogoType | null {
  const found = SIGNATURES.find((s) => s.parts.every(({ at, bytes }) => head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b)));
  return found?.type ?? null;
}
