/** A CDE item's status as a coloured tag with its words ('In first review'). */
import './cde.css';
import Tag from 'antd/es/tag';
import type { CdeStatus } from '@hearth/shared-kernel/domain';
import { humanize } from '../labels';

const COLORS: Record<CdeStatus, string> = {
  ready_for_entry: 'blue',
  first_review_needed: 'gold',
  in_first_review: 'orange',
  second_review_needed: 'gold',
  in_second_review: 'orange',
  approved: 'green',
  rejected: 'red',
};

export function CdeStatusTag({ status }: { status: CdeStatus }) {
  return <Tag color={COLORS[status]}>{humanize(status)}</Tag>;
}
