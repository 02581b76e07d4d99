/**
 * /professional/event-history: every hospital event of the organisation, newest first, filtered
 * by type and by day, paged on the server. Behind the primeAdtEncounterEnabled flag.
 */
import { useCallback, useState } from 'react';
import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { ADT_EVENT_TYPES, DATE_RANGE_MESSAGE, type AdtEventType } from '@hearth/shared-kernel/domain';
import { FeatureGate } from '../../components/FeatureGate';
import { Field, ScreenFrame, SearchField } from '@hearth/shared-kernel/console';
import { EventTable } from '../../components/events/EventTable';
import { eventsApi, type EventsApi, type HistoryFilter } from '../../components/events/eventsApi';
import { eventTypeLabel } from '../../components/events/eventLabels';
import { useEventPage } from '../../components/events/useEventPage';
import type { ScreenProps } from '../../screens';

export interface EventHistoryPageProps extends ScreenProps {
  api?: EventsApi;
}

function EventHistoryView({ api }: { api: EventsApi }) {
  const [filter, setFilter] = useState<HistoryFilter>({});
  const load = useCallback((skip: number, take: number) => api.history(filter, skip, take), [api, filter]);
  const list = useEventPage(load);
  const change = (next: HistoryFilter) => {
    list.setPage(1);
    setFilter(next);
  };
  const invertedRange = Boolean(filter.from && filter.to && filter.from > filter.to);
  return (
    <>
      <div className="pro-toolbar pro-filters">
        <SearchField label="Search events by patient" placeholder="Patient name or MRN" onSearch={(search) => {
            list.setPage(1);
            setFilter((f) => ({ ...f, search: search || undefined }));
          }}
        />
        <Field label="Event type">
          <Select<AdtEventType | 'all'>
            value={filter.type ?? 'all'}
            onChange={(v) => change({ ...filter, type: v === 'all' ? undefined : v })}
            options={[{ value: 'all', label: 'All events' }, ...ADT_EVENT_TYPES.map((t) => ({ value: t, label: eventTypeLabel(t) }))]}
            style={{ minWidth: 200 }}
          />
        </Field>
        <Field label="From">
          <Input type="date" value={filter.from ?? ''} onChange={(e) => change({ ...filter, from: e.target.value || undefined })} />
        </Field>
        <Field label="To">
          <Input type="date" value={filter.to ?? ''} onChange={(e) => change({ ...filter, to: e.target.value || undefined })} />
        </Field>
      </div>
      {invertedRange ? <Alert type="warning" showIcon title={DATE_RANGE_MESSAGE} /> : null}
      {list.error && !invertedRange ? <Alert type="error" showIcon title={list.error} /> : null}
      <EventTable events={list.results} total={list.totalRecords} totalIsEstimate={list.totalIsEstimate} page={list.page} pageSize={list.pageSize} loading={list.loading} onPage={list.onPage} />
    </>
  );
}

export default function EventHistoryPage({ title, api = eventsApi }: EventHistoryPageProps) {
  return (
    <ScreenFrame title={title} intro="Every admission and discharge hospitals have sent for your organization's patients.">
      <FeatureGate flag="primeAdtEncounterEnabled" feature="Event history">
        <EventHistoryView api={api} />
      </FeatureGate>
    </ScreenFrame>
  );
}
