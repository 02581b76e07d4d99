/** /patient-settings/event-notifications/:id: the hospital events received for this patient, newest first. */
import { useCallback } from 'react';
import { useParams } from '@hearth/shared-kernel/react';
import Alert from 'antd/es/alert';
import { FeatureGate } from '../../components/FeatureGate';
import { PatientSettingsNav } from '../../components/PatientSettingsNav';
import { ScreenFrame } from '@hearth/shared-kernel/console';
import { EventTable } from '../../components/events/EventTable';
import { eventsApi, type EventsApi } from '../../components/events/eventsApi';
import { useEventPage } from '../../components/events/useEventPage';
import type { ScreenProps } from '../../screens';

export interface PatientEventNotificationsPageProps extends ScreenProps {
  api?: EventsApi;
}

function PatientEventsView({ api, patientId }: { api: EventsApi; patientId: string }) {
  const load = useCallback((skip: number, take: number) => api.patientEvents(patientId, skip, take), [api, patientId]);
  const list = useEventPage(load);
  return (
    <>
      {list.error ? <Alert type="error" showIcon title={list.error} /> : null}
      <EventTable hidePatient events={list.results} total={list.totalRecords} totalIsEstimate={list.totalIsEstimate} page={list.page} pageSize={list.pageSize} loading={list.loading} onPage={list.onPage} />
    </>
  );
}

export default function PatientEventNotificationsPage({ title, api = eventsApi }: PatientEventNotificationsPageProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame title={title} intro="Admissions and discharges hospitals have sent for this patient." sectionNav={<PatientSettingsNav patientId={id} />}>
      <FeatureGate flag="primeAdtEncounterEnabled" feature="Event notifications">
        <PatientEventsView api={api} patientId={id} />
      </FeatureGate>
    </ScreenFrame>
  );
}
