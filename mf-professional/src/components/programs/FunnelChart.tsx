/**
 * The outreach funnel as horizontal bars (SVG, no chart library): each step's bar is its share of
 * the first, with the count and the step-to-step conversion beside it. The figures are also a
 * table for screen readers.
 */
import { useId } from 'react';
import type { FunnelStep } from '@hearth/shared-kernel/domain';

const WIDTH = 640;
const ROW = 44;
const LABEL = 130;
const COLOURS = ['#1d4ed8', '#0f766e', '#15803d', '#b45309'];

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—');

export function FunnelChart({ title, steps }: { title: string; steps: FunnelStep[] }) {
  const id = useId();
  const top = Math.max(1, steps[0]?.value ?? 1);
  const bar = WIDTH - LABEL - 120;
  return (
    <figure className="pro-funnel" aria-labelledby={`${id}-t`}>
      <figcaption id={`${id}-t`} className="pro-funnel__title">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${steps.length * ROW}`} width="100%" role="img" aria-hidden="true" focusable="false">
        {steps.map((s, i) => {
          const w = Math.max(2, (s.value / top) * bar);
          return (
            <g key={s.label} transform={`translate(0 ${i * ROW})`}>
              <text x={0} y={ROW / 2 + 5} fontSize="14" fill="#1f2937">
                {s.label}
              </text>
              <rect x={LABEL} y={8} width={w} height={ROW - 16} rx={4} fill={COLOURS[i % COLOURS.length]} />
              <text x={LABEL + w + 8} y={ROW / 2 + 5} fontSize="14" fill="#1f2937">
                {s.value.toLocaleString()}
                {i > 0 ? ` (${percent(s.value, steps[i - 1].value)})` : ''}
              </text>
            </g>
          );
        })}
      </svg>
      <div className="pro-visually-hidden">
        <table>
          <caption>{title}</caption>
          <tbody>
            {steps.map((s, i) => (
              <tr key={s.label}>
                <th scope="row">{s.label}</th>
                <td>{s.value}</td>
                <td>{i > 0 ? `${percent(s.value, steps[i - 1].value)} of ${steps[i - 1].label.toLowerCase()}` : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
