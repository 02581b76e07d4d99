import type { SqlParam } from './types';

/** Adds a value to a statement's parameters and answers its placeholder (`$3`), for SQL built condition by condition. */
export function bind(params: SqlParam[], value: SqlParam): string {
  params.push(value);
  return `$${params.length}`;
}
