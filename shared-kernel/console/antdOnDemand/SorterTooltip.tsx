/**
 * What antd's table imports as the tooltip of a sortable column's header ("Click to sort
 * ascending"): the build resolves that import here (infra/build/antd-on-demand.cjs). The header
 * renders as it is; the tooltip's code loads when the pointer first comes over a header, and the
 * tooltip then opens there as antd's own does (unless the pointer has left meanwhile).
 */
import { cloneElement, lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react';
import type { TooltipProps } from 'antd/es/tooltip';

const Tooltip = lazy(() => import('antd/es/tooltip'));

type Hoverable = ReactElement<{ onMouseEnter?: (event: MouseEvent) => void; onMouseLeave?: (event: MouseEvent) => void }>;

export default function SorterTooltip(props: TooltipProps) {
  const [pointer, setPointer] = useState<'never came' | 'over' | 'left'>('never came');
  const header = props.children as Hoverable;
  // The header as antd renders it, following the pointer until the tooltip takes over.
  const watched = cloneElement(header, {
    onMouseEnter: (event: MouseEvent) => {
      setPointer('over');
      header.props.onMouseEnter?.(event);
    },
    onMouseLeave: (event: MouseEvent) => {
      setPointer('left');
      header.props.onMouseLeave?.(event);
    },
  });
  if (pointer === 'never came') return watched;
  return (
    <Suspense fallback={watched}>
      <Tooltip {...props} defaultOpen={pointer === 'over'} />
    </Suspense>
  );
}
