/** /patient-settings/quality-considerations/:id: the patient's gaps in care, each item's CDE status and who entered it; opens the entry form or the review. */
import { useState } from 'react';
import Button from 'antd/es/button';
import type { GapInCareItem } from '@hearth/shared-kernel/domain';
import { can } from '@hearth/shared-kernel/permissions';
import { useSession, Link } from '@hearth/shared-kernel/react';
import { canReviewStatus } from '@hearth/shared-kernel/rules';
import { CdeReviewModal } from '../../components/cde/CdeReviewModal';
import { CdeReviewNoteLine, CdeStatusCell, CdeTable } from '../../components/cde/CdeStatusTag';
import { useGapsInCare } from '../../components/cde/useGapsInCare';
import { LoadState } from '@hearth/shared-kernel/console';
import { patientSettingsPage } from '../../components/PatientSettingsScreen';
import { formatDateTime } from '@hearth/shared-kernel/domain';
import { itemNames } from '../../components/cde/itemNames';

function actionLabel(item: GapInCareItem, permissions: readonly string[]): string {
  if (item.cdeStatus === 'ready_for_entry') {
    const mayEnter = item.cdeRequestId ? can(permissions, 'MODIFY_CDE_REQUEST') : can(permissions, 'ADD_CDE_REQUEST');
    return mayEnter ? 'Enter data' : 'View';
  }
  return canReviewStatus(permissions, item.cdeStatus) ? 'Review' : 'View';
}

function QualityConsiderations({ patientId }: { patientId: string }) {
  const { permissions } = useSession();
  const loaded = useGapsInCare(patientId);
  const [open, setOpen] = useState<GapInCareItem | null>(null);
  return (
    <LoadState loaded={loaded}>
      {(answer) => {
        const items = answer.gapsInCares.flatMap((g) => g.items);
        const names = itemNames(items);
        const ready = items.filter((i) => i.cdeStatus === 'ready_for_entry' && !i.cdeRequestId).length;
        return (
          <>
            {ready > 1 && can(permissions, 'ADD_CDE_REQUEST') ? (
              <p>
                <Link to={`/patient-settings/quality-considerations-bulk/${patientId}`}>Enter all {ready} ready items at once (CDE bulk entry)</Link>
              </p>
            ) : null}
            {answer.gapsInCares.length === 0 ? <p>This patient has no open gaps in care.</p> : null}
            {answer.gapsInCares.map((group) => (
              <section key={group.name} className="cde-group" aria-labelledby={`gap-group-${group.name}`}>
                <h2 id={`gap-group-${group.name}`} className="cde-group-title">
                  {group.name}
                </h2>
                <CdeTable columns={['Measure', 'Status', 'Entered']}>
                  <tbody>
                    {group.items.map((item) => {
                      const label = actionLabel(item, permissions);
                      return (
                        <tr key={item.gapId}>
                          <td>
                            {names.get(item.gapId)}
                            <CdeReviewNoteLine note={item.reviewNote} />
                          </td>
                          <CdeStatusCell status={item.cdeStatus} claimedBy={item.claimedByProfessionalName} />
                          <td>{item.createdByProfessionalName ? `${item.createdByProfessionalName}, ${formatDateTime(item.createdAt)}` : '—'}</td>
                          <td>
                            <Button size="small" type={label === 'View' ? 'default' : 'primary'} onClick={() => setOpen(item)} aria-label={`${label}: ${names.get(item.gapId)}`}>
                              {label}
                            </Button>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </CdeTable>
              </section>
            ))}
            {open ? (
              <CdeReviewModal
                patientId={patientId}
                item={open}
                onClose={(changed) => {
                  setOpen(null);
                  if (changed) loaded.reload();
                }}
              />
            ) : null}
          </>
        );
      }}
    </LoadState>
  );
}

export default patientSettingsPage('Gaps in care for this patient and their clinical data entry requests.', QualityConsiderations);
