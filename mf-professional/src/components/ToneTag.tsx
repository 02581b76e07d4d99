/**
 * A status label in one of a few tones. antd's preset tag colours put light text on light
 * backgrounds (below WCAG AA); these are dark fills with white text, all at or above 4.5:1.
 */
import type { ReactNode } from 'react';
import Tag from 'antd/es/tag';

export const TONES = {
  positive: '#166534',
  warning: '#854d0e',
  negative: '#b91c1c',
  info: '#1d4ed8',
  caution: '#9a3412',
  neutral: '#4b5563',
} as const;
export type Tone = keyof typeof TONES;

export function ToneTag({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <Tag color={TONES[tone]}>{children}</Tag>;
}
