/** A CDE item's status as a coloured tag with its words ('In first review'); the review tables' shared parts. */
import './cde.css';
import type { ReactNode } from 'react';
import Tag from 'antd/es/tag';
import { formatDateTime, type CdeReviewNote, type CdeStatus } from '@hearth/shared-kernel/domain';
import { humanize } from '../labels';

// antd's preset tag text is too light on its tint (WCAG 1.4.3): each preset with a darker text of its hue.
const COLORS: Record<CdeStatus, [string, string]> = {
  ready_for_entry: ['blue', '#003eb3'],
  first_review_needed: ['gold', '#614700'],
  in_first_review: ['orange', '#873800'],
  second_review_needed: ['gold', '#614700'],
  in_second_review: ['orange', '#873800'],
  approved: ['green', '#135200'],
  rejected: ['red', '#820014'],
};

export function CdeStatusTag({ status }: { status: CdeStatus }) {
  const [preset, text] = COLORS[status];
  return (
    <Tag color={preset} style={{ color: text }}>
      {humanize(status)}
    </Tag>
  );
}

/** A review table's status cell: the tag, and who holds the item when someone does. */
export function CdeStatusCell({ status, claimedBy }: { status: CdeStatus; claimedBy?: string | null }) {
  return (
    <td>
      <CdeStatusTag status={status} />
      {claimedBy ? <span className="cde-muted"> by {claimedBy}</span> : null}
    </td>
  );
}

const NOTE_VERBS: Record<CdeReviewNote['action'], string> = { reject: 'Rejected', update: 'Update requested' };

/** Why an item came back, on the item itself: 'Rejected by Dr. X on Nov 28, 2026, 9:44 AM: reason'. */
export function CdeReviewNoteLine({ note }: { note: CdeReviewNote | null }) {
  if (!note) return null;
  return (
    <p className="cde-review-note">
      {NOTE_VERBS[note.action]} by {note.byProfessionalName} on {formatDateTime(note.at)}: {note.reason}
    </p>
  );
}

/**
 * A review table: the given columns, then the unlabelled action column, and the rows (`children`,
 * a tbody). Wider than a phone, it scrolls inside its own box rather than widening the page.
 */
export function CdeTable({ caption, columns, children }: { caption?: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="hc-scroll">
      <table className="cde-table">
        {caption ? <caption className="cde-visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
            <th scope="col">
              <span className="cde-visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
