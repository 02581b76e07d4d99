/** /patient-settings/quality-considerations-bulk/:id: a clinical-data form for each care-gap item ready for entry, submitted together with 'Submit All'. */
import { useMemo } from 'react';
import type { GapsInCareAnswer } from '@hearth/shared-kernel/domain';
import { useGapsInCare } from '../../components/cde/useGapsInCare';
import { LoadState } from '@hearth/shared-kernel/console';
import { patientSettingsPage } from '../../components/PatientSettingsScreen';
import { BulkEntryForms } from './BulkEntryForms';

function Ready({ patientId, answer }: { patientId: string; answer: GapsInCareAnswer }) {
  const items = useMemo(() => answer.gapsInCares.flatMap((g) => g.items).filter((i) => i.cdeStatus === 'ready_for_entry'), [answer]);
  return <BulkEntryForms patientId={patientId} items={items} />;
}

function Bulk({ patientId }: { patientId: string }) {
  const loaded = useGapsInCare(patientId);
  return <LoadState loaded={loaded}>{(answer) => <Ready patientId={patientId} answer={answer} />}</LoadState>;
}

export default patientSettingsPage('Enter the data for every quality consideration ready for entry, then send them all at once with Submit All.', Bulk);
