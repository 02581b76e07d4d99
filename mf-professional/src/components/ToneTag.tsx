/**
 * A status label in one of a few tones: dark fills with white text, all at or above 4.5:1
 * (antd's preset tag colours are not), and plain markup, so a table of them costs no script.
 */
import type { ReactNode } from 'react';

const TONES = {
  positive: '#166534',
  warning: '#854d0e',
  negative: '#b91c1c',
  info: '#1d4ed8',
  caution: '#9a3412',
  neutral: '#4b5563',
} as const;
export type Tone = keyof typeof TONES;

export function ToneTag({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span className="pro-tag" style={{ background: TONES[tone] }}>
      {children}
    </span>
  );
}
