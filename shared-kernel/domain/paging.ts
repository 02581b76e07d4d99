/** SPEC §7 list answers and their sort direction. */

/** SPEC §7 list answers. */
export interface Paged<T> {
  totalRecords: number;
  results: T[];
}

export type SortDirection = 'ASC' | 'DESC';
