/** A short list shown whole as a table (no pager), with what to say when it is empty. */
import Table, { type TableProps } from 'antd/es/table';

export interface ListTableProps<T> {
  rowKey: TableProps<T>['rowKey'];
  rows: readonly T[];
  /** Said in place of the rows when there are none. */
  empty: string;
  columns: TableProps<T>['columns'];
}

export function ListTable<T extends object>({ rowKey, rows, empty, columns }: ListTableProps<T>) {
  return <Table<T> rowKey={rowKey} dataSource={rows} pagination={false} locale={{ emptyText: empty }} columns={columns} />;
}
