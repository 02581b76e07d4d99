/**
 * PostgreSQL COPY text format: one line per row, columns separated by tabs, null as \N, and
 * backslash, tab, newline and carriage return escaped, so any text value survives the trip.
 */
export type CopyCell = string | number | boolean | null | undefined;

const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export function copyLine(cells: readonly CopyCell[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i];
    if (i) line += '\t';
    line += v === null || v === undefined ? '\\N' : String(v).replace(SPECIAL, (c) => ESCAPES[c]);
  }
  return line + '\n';
}

/** Joins rows into chunks of about `rowsPerChunk` lines: fewer, larger writes to the COPY stream. */
export function* copyChunks<T>(rows: Iterable<T>, toCells: (row: T) => readonly CopyCell[], rowsPerChunk = 2_000): Generator<string> {
  let chunk = '';
  let n = 0;
  for (const row of rows) {
    chunk += copyLine(toCells(row));
    if (++n === rowsPerChunk) {
      yield chunk;
      chunk = '';
      n = 0;
    }
  }
  if (chunk) yield chunk;
}
