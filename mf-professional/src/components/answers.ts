/** Reading list answers: SPEC §7 pages ({ totalRecords, results }) or bare arrays, never trusting either blindly. */
import type { Paged } from '../domain';

export function pagedOf<T>(answer: unknown): Paged<T> {
  if (Array.isArray(answer)) return { totalRecords: answer.length, results: answer as T[] };
  const a = (answer ?? {}) as Partial<Paged<T>>;
  const results = Array.isArray(a.results) ? a.results : [];
  const totalRecords = typeof a.totalRecords === 'number' ? a.totalRecords : results.length;
  return a.totalIsEstimate === true ? { totalRecords, totalIsEstimate: true, results } : { totalRecords, results };
}

export const listOf = <T>(answer: unknown): T[] => pagedOf<T>(answer).results;
