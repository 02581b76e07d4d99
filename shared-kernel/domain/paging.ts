/** SPEC §7 list answers and their sort direction. */

/**
 * SPEC §7 list answers. A large list's total is counted once per filter and reused for a short
 * while, so it may be a little behind: `totalIsEstimate` says so, and the UI shows "about N".
 * `next` / `prev` are keyset cursors: send `after: next` for the page after this one and
 * `before: prev` for the page before it (each absent at its end, and on lists without keysets).
 */
export interface Paged<T> {
  totalRecords: number;
  totalIsEstimate?: boolean;
  results: T[];
  next?: string;
  prev?: string;
}

export type SortDirection = 'ASC' | 'DESC';
