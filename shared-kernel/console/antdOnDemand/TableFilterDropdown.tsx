/**
 * What antd's table imports as its header filter (a dropdown with a menu, a tree, search): the
 * build resolves that import here (infra/build/antd-on-demand.cjs), so the filter's code loads
 * only on a table with a filtered column, which shows its title until then.
 */
import type { ColumnFilterItem, FilterValue } from 'antd/es/table/interface';
import type { FilterDropdownProps } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import { onDemand } from './onDemand';

/**
 * antd's flattenKeys (the filter hook imports it with the dropdown): every value of nested filter
 * items. A copy, since importing it would bring the dropdown; its test compares it with antd's.
 */
export function flattenKeys(filters?: ColumnFilterItem[]): FilterValue {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...(children ? flattenKeys(children) : [])]);
}

const TableFilterDropdown = onDemand<FilterDropdownProps>(
  () => import('antd/es/table/hooks/useFilter/FilterDropdown'),
  ({ children }) => children,
);
export default TableFilterDropdown;
