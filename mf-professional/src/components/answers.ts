/** Reading list answers: SPEC §7 pages ({ totalRecords, results }) or bare arrays, never trusting either blindly. */
import type { Paged } from '../domain';

export function pagedOf<T>(answer: unknown): Paged<T> {
  if (Array.isArray(answer)) return { totalRecords: answer.length, results: answer as T[] };
  const a = (answer ?? {}) as Partial<Paged<T>>;
  const results = Array.isArray(a.results) ? a.results : [];
  return {
    totalRecords: typeof a.totalRecords === 'number' ? a.totalRecords : results.length,
    results,
    // Kept when the server sent them: "about N", and the keyset cursors of the pages either side.
    ...(a.totalIsEstimate === true ? { totalIsEstimate: true } : {}),
    ...(typeof a.next === 'string' ? { next: a.next } : {}),
    ...(typeof a.prev === 'string' ? { prev: a.prev } : {}),
  };
}

export const listOf = <T>(answer: unknown): T[] => pagedOf<T>(answer).results;
