/**
 * A CSV file's bytes as a header row and records, or the one reason the file cannot be read at
 * all (not UTF-8, no rows, too many, broken quoting). Parsing is csv-parse's (RFC 4180: quoted
 * commas, quotes and line breaks inside cells), not a split on commas.
 */
import { parse } from 'csv-parse/sync';
import { MAX_IMPORT_ROWS, PATIENT_IMPORT_MESSAGES as M } from '@hearth/shared-kernel/rules';

/** A record and its row as a spreadsheet numbers it (the header is row 1; blank rows keep their numbers). */
export interface CsvRecord {
  row: number;
  cells: string[];
}

export type CsvFile = { ok: true; headers: string[]; records: CsvRecord[] } | { ok: false; message: string };

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export function readCsv(bytes: Uint8Array): CsvFile {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, message: M.encoding };
  }
  // UTF-16 without its BOM decodes as UTF-8 full of NULs; no text file has them.
  if (text.includes('\u0000')) return { ok: false, message: M.encoding };
  let rows: string[][];
  try {
    rows = parse(text, { relax_column_count: true });
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    return { ok: false, message: M.unreadable(typeof line === 'number' ? line : 1) };
  }
  // A row of empty cells (a blank line, a spreadsheet's trailing ",,,") is no patient.
  const [header, ...records] = rows
    .map((cells, i) => ({ row: i + 1, cells }))
    .filter((r) => r.cells.some((cell) => cell.trim() !== ''));
  if (!header || records.length === 0) return { ok: false, message: M.empty };
  if (records.length > MAX_IMPORT_ROWS) return { ok: false, message: M.tooManyRows };
  return { ok: true, headers: header.cells.map((h) => h.trim()), records };
}
