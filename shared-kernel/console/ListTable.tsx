/**
 * Tables of the console: a short list shown whole (no pager) with what to say when it is empty, and
 * a table of pages read from the server (the failed read with Try again in its place).
 */
import Table, { type TableProps } from 'antd/es/table';
import { LoadError } from './LoadState';

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

/** What a server read says of itself: loading, failed (and how to try again). */
export interface ReadState {
  loading: boolean;
  error: string | null;
  reload(): void;
}

export function PageTable<T extends object>({ read, rows, ...table }: { read: ReadState; rows: readonly T[] } & Omit<TableProps<T>, 'dataSource' | 'loading' | 'size'>) {
  if (read.error) return <LoadError error={read.error} reload={read.reload} />;
  return <Table<T> size="middle" loading={read.loading} dataSource={rows} {...table} />;
}

/**
 * Row checkboxes a screen reader names by the row ('Select Jane Doe'), not by its place on the page
 * (antd's 'Select row 3'): spread into a table's `rowSelection`.
 */
export function namedRowSelection<T>(nameOf: (row: T) => string): Pick<NonNullable<TableProps<T>['rowSelection']>, 'getCheckboxProps'> {
  return { getCheckboxProps: (row: T) => ({ 'aria-label': `Select ${nameOf(row)}` }) as ReturnType<NonNullable<NonNullable<TableProps<T>['rowSelection']>['getCheckboxProps']>> };
}
