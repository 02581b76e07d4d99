/**
 * What antd's row-selection hook imports as its dropdown (the "select all / invert" shortcuts of
 * `rowSelection.selections`): the build resolves that import here (infra/build/antd-on-demand.cjs),
 * so a table loads the dropdown and its menu only when it offers those shortcuts. The trigger shows
 * at once; its menu opens once the code is in.
 */
import type { DropdownProps } from 'antd/es/dropdown';
import { onDemand } from './onDemand';

const Dropdown = onDemand<DropdownProps>(
  () => import('antd/es/dropdown'),
  ({ children }) => children,
);
export default Dropdown;
