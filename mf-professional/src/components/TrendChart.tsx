/**
 * A small line chart drawn as inline SVG: a few series over the same days, with gridlines, a
 * legend and the figures as a table for screen readers and for anyone who prefers numbers. No
 * chart library: this is all the dashboard needs, in a few hundred bytes.
 */
import { useId } from 'react';
import { formatMonthDay } from '@hearth/shared-kernel/domain';

interface TrendSeries {
  key: string;
  label: string;
  colour: string;
  values: number[];
  /** Dashed, to tell series apart without colour. */
  dashed?: boolean;
}

export interface TrendChartProps {
  title: string;
  /** One label per point ('YYYY-MM-DD' or any text). */
  labels: string[];
  series: TrendSeries[];
  height?: number;
}

const WIDTH = 720;
const PAD = { top: 12, right: 12, bottom: 28, left: 40 };

/** A round upper bound and evenly spaced ticks for the y axis. */
export function niceTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? rough;
  const ticks: number[] = [];
  for (let v = 0; v <= max + step * 0.999; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  return ticks;
}


export function TrendChart({ title, labels, series, height = 220 }: TrendChartProps) {
  const id = useId();
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1] || 1;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (labels.length <= 1 ? plotW / 2 : (i * plotW) / (labels.length - 1));
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const every = Math.max(1, Math.ceil(labels.length / 6));
  const totals = series.map((s) => `${s.label} ${s.values.reduce((a, b) => a + b, 0)}`).join(', ');

  return (
    <figure className="pro-chart" aria-labelledby={`${id}-t`}>
      <figcaption id={`${id}-t`} className="pro-chart__title">
        {title}
      </figcaption>
      <ul className="pro-chart__legend" aria-hidden="true">
        {series.map((s) => (
          <li key={s.key}>
            <svg width="24" height="10">
              <line x1="0" y1="5" x2="24" y2="5" stroke={s.colour} strokeWidth="3" strokeDasharray={s.dashed ? '5 3' : undefined} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={`${title}: ${totals} over ${labels.length} days`} className="pro-chart__svg">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} stroke="#e5e7eb" />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#4b5563">
              {t}
            </text>
          </g>
        ))}
        {labels.map((label, i) =>
          i % every === 0 || i === labels.length - 1 ? (
            // The first and last labels stay inside the drawing: anchored at their outer end.
            <text key={label} x={x(i)} y={height - 8} textAnchor={i === 0 ? 'start' : i === labels.length - 1 ? 'end' : 'middle'} fontSize="11" fill="#4b5563">
              {formatMonthDay(label)}
            </text>
          ) : null,
        )}
        {series.map((s) => (
          <g key={s.key}>
            <polyline
              fill="none"
              stroke={s.colour}
              strokeWidth="2.5"
              strokeLinejoin="round"
              strokeDasharray={s.dashed ? '6 4' : undefined}
              points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
            />
            {s.values.map((v, i) => (
              <circle key={i} cx={x(i)} cy={y(v)} r="2.5" fill={s.colour}>
                <title>{`${formatMonthDay(labels[i] ?? '')}: ${v} ${s.label.toLowerCase()}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <details className="pro-chart__data">
        <summary>Show the figures</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={label}>
                <th scope="row">{formatMonthDay(label)}</th>
                {series.map((s) => (
                  <td key={s.key}>{s.values[i] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
