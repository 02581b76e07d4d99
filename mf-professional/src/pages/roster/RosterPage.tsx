/**
 * /professional/roster: every patient of the organisation, searched, filtered, sorted and paged
 * on the server, with presets, a column chooser, adding and importing patients, and from each
 * row: open, message, invite.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Radio from 'antd/es/radio';
import { can } from '@hearth/shared-kernel/permissions';
import { useSession } from '@hearth/shared-kernel/react';
import { InlineError } from '../../components/InlineError';
import { LANGUAGE_OPTIONS } from '../../components/language';
import { ScreenFrame, SearchField } from '@hearth/shared-kernel/console';
import type { ScreenProps } from '../../screens';
import { rosterApi as defaultApi, type RosterApi } from './rosterApi';
import { ENROLLMENT_STATUSES, ROSTER_PRESETS, type RosterPresetKey } from '@hearth/shared-kernel/domain';
import type { Language } from '@hearth/shared-kernel/i18n';
import { MultiFilter } from './MultiFilter';
import { RosterStore } from './RosterStore';
import { RosterTable } from './RosterTable';
import { ROSTER_COLUMNS, rosterUser, rosterViewStorage, type RosterColumnKey } from './rosterView';

// The form and its phone and time-zone rules load only when someone adds a patient: the roster stays light.
const AddPatientModal = lazy(() => import('./AddPatientModal').then((m) => ({ default: m.AddPatientModal })));
const ImportPatientsModal = lazy(() => import('./ImportPatientsModal').then((m) => ({ default: m.ImportPatientsModal })));

export interface RosterPageProps extends ScreenProps {
  api?: RosterApi;
}

const RosterView = observer(function RosterView({ store, api }: { store: RosterStore; api: RosterApi }) {
  const { permissions } = useSession();
  const [choosing, setChoosing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);

  return (
    <>
      <div className="pro-toolbar">
        <Radio.Group
          aria-label="Roster preset"
          optionType="button"
          value={store.filter.preset ?? undefined}
          onChange={(e) => void store.applyPreset(e.target.value as RosterPresetKey)}
          options={(Object.keys(ROSTER_PRESETS) as RosterPresetKey[]).map((key) => ({ value: key, label: ROSTER_PRESETS[key].label }))}
        />
      </div>
      <div className="pro-toolbar">
        <SearchField
          label="Search patients"
          placeholder="Search by name, phone, MRN or date of birth"
          initial={store.filter.searchValue}
          onSearch={(value) => void store.setSearch(value)}
        />
        <MultiFilter
          label="Enrollment status"
          placeholder="Any enrollment status"
          value={store.filter.enrollmentStatus}
          onChange={(statuses) => void store.setStatuses(statuses)}
          options={Object.entries(ENROLLMENT_STATUSES).map(([value, label]) => ({ value, label }))}
          width={{ min: 240, max: 360 }}
        />
        <MultiFilter<Language>
          label="Preferred language"
          placeholder="Any language"
          value={store.filter.preferredLanguage}
          onChange={(languages) => void store.setLanguages(languages)}
          options={LANGUAGE_OPTIONS}
          width={{ min: 160, max: 240 }}
        />
        <Checkbox checked={store.filter.needsResponse} onChange={(e) => void store.setNeedsResponse(e.target.checked)}>
          Needs response
        </Checkbox>
        <span className="pro-toolbar__grow" />
        {can(permissions, 'ADD_PATIENT') ? (
          <>
            <Button onClick={() => setImporting(true)}>Import patients</Button>
            <Button type="primary" onClick={() => setAdding(true)}>
              Add patient
            </Button>
          </>
        ) : null}
        <Button aria-expanded={choosing} aria-controls="roster-columns" onClick={() => setChoosing((c) => !c)}>
          Columns
        </Button>
      </div>
      {choosing ? (
        <fieldset id="roster-columns" className="pro-column-panel">
          <legend>Columns</legend>
          <Checkbox.Group<RosterColumnKey>
            className="pro-column-chooser"
            value={store.columns}
            onChange={(cols) => store.setColumns(cols)}
            options={ROSTER_COLUMNS.map((c) => ({ value: c.key, label: c.label, disabled: 'required' in c && c.required }))}
          />
        </fieldset>
      ) : null}
      {store.error ? <InlineError message={store.error} onRetry={() => void store.load()} /> : null}
      {adding ? (
        <Suspense fallback={null}>
          <AddPatientModal open onClose={() => setAdding(false)} add={api.addPatient} />
        </Suspense>
      ) : null}
      {importing ? (
        <Suspense fallback={null}>
          <ImportPatientsModal onClose={() => setImporting(false)} onImported={() => void store.load()} />
        </Suspense>
      ) : null}
      <RosterTable store={store} canInvite={can(permissions, 'INITIATE_ENROLLMENT')} canCall={can(permissions, 'INITIATE_VOICECALL')} />
    </>
  );
});

export default function RosterPage({ title, api = defaultApi }: RosterPageProps) {
  const user = rosterUser();
  const store = useMemo(() => new RosterStore(api, rosterViewStorage(user)), [api, user]);
  useEffect(() => {
    void store.load().then(() => store.restorePreset());
  }, [store]);
  return (
    <ScreenFrame title={title} intro="Your patients, their enrollment status and conversations that need a response.">
      <RosterView store={store} api={api} />
    </ScreenFrame>
  );
}
