/** /practice-admin/:id/access-report: who read or changed patients' records in this practice (VIEW_AUDIT). */
import { useParams } from '@hearth/shared-kernel/react';
import { accessReportApi } from '../../components/adminApi';
import { PracticeNav } from '../../components/PracticeNav';
import { ScreenFrame } from '@hearth/shared-kernel/console';
import type { ScreenProps } from '../../screens';
import { AccessReport } from './AccessReport';

export default function PracticeAccessReportPage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame
      title={title}
      intro="Who read or changed a patient's record in this practice, newest first. The CSV export holds exactly the rows of the filters chosen; running the report is itself recorded."
      sectionNav={<PracticeNav practiceId={id} />}
    >
      <AccessReport orgId={id} api={accessReportApi} />
    </ScreenFrame>
  );
}
