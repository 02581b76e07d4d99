/**
 * What antd's table imports as its virtual (windowed) body: the build resolves that import here
 * (infra/build/antd-on-demand.cjs), so only a table with `virtual` loads it, showing nothing for
 * the moment it takes.
 */
import type { ComponentProps, ComponentType } from 'react';
import type RcVirtualTable from 'antd/es/table/RcTable/VirtualTable';
import { onDemand } from './onDemand';

type Props = ComponentProps<typeof RcVirtualTable>;

const VirtualTable = onDemand<Props>(
  // Its type is generic over the row; the stand-in passes whatever antd's table gives it.
  () => import('antd/es/table/RcTable/VirtualTable') as Promise<{ default: ComponentType<Props> }>,
  () => null,
);
export default VirtualTable;
