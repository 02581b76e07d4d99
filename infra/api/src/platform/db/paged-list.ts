/**
 * One page of a list with its total: the page by offset, then `listTotal`, which needs no query
 * at all when the page is short. The API's "page + totalRecords" lists read through here.
 */
import type { Paged } from '@hearth/shared-kernel/domain';
import { listTotal } from './list-total';
import type { Db, SqlParam } from './types';

export interface PageSql {
  /** The select list. */
  columns: string;
  /** `from … where …`, counted as it is unless `countFromWhere` is given. */
  fromWhere: string;
  /** For rows that need joins or grouping the count does not. */
  countFromWhere?: string;
  groupBy?: string;
  orderBy: string;
  params: readonly SqlParam[];
  skip: number;
  take: number;
}

export async function pagedList<Row, T>(q: Db, sql: PageSql, toItem: (row: Row) => T): Promise<Paged<T>> {
  const n = sql.params.length;
  const { rows } = await q.query<Row>(
    `select ${sql.columns} ${sql.fromWhere}${sql.groupBy ? ` group by ${sql.groupBy}` : ''}
      order by ${sql.orderBy} limit $${n + 1} offset $${n + 2}`,
    [...sql.params, sql.take, sql.skip],
  );
  const total = await listTotal(q, {
    fromWhere: sql.countFromWhere ?? sql.fromWhere,
    params: sql.params,
    page: { skip: sql.skip, take: sql.take, returned: rows.length },
  });
  return { ...total, results: rows.map(toItem) };
}
