/** The failover run's figures as a plain two-column table (stderr; the JSON line is on stdout). */
const show = (value: unknown): string => {
  if (value && typeof value === 'object' && 'p50ms' in value) {
    const v = value as { n?: number; p50ms: number; p99ms: number };
    return `p50 ${Math.round(v.p50ms)} ms, p99 ${Math.round(v.p99ms)} ms${v.n !== undefined ? ` (${v.n})` : ''}`;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

export function printFigures(figures: Record<string, unknown>): void {
  const width = Math.max(...Object.keys(figures).map((k) => k.length));
  const lines = Object.entries(figures).map(([k, v]) => `${k.padEnd(width)}  ${show(v)}`);
  process.stderr.write(`\n${lines.join('\n')}\n`);
}
