/**
 * /professional/roster: every patient of the organisation, searched, filtered, sorted and paged
 * on the server, with presets, a column chooser, and from each row: open, message, invite.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Popover from 'antd/es/popover';
import Segmented from 'antd/es/segmented';
import { can } from '@hearth/shared-kernel/permissions';
import { useSession } from '@hearth/shared-kernel/react';
import { session } from '@hearth/shared-kernel/session';
import { ScreenFrame } from '../../components/ScreenFrame';
import type { ScreenProps } from '../../screens';
import { rosterApi as defaultApi, type RosterApi } from './rosterApi';
import { ROSTER_PRESETS, type RosterPresetKey } from '@hearth/shared-kernel/domain';
import { RosterStore } from './RosterStore';
import { RosterTable } from './RosterTable';
import { ROSTER_COLUMNS, rosterViewStorage, type RosterColumnKey } from './rosterView';

const SEARCH_PAUSE_MS = 300;

export interface RosterPageProps extends ScreenProps {
  api?: RosterApi;
}

const RosterView = observer(function RosterView({ store }: { store: RosterStore }) {
  const { permissions } = useSession();
  const [search, setSearch] = useState(store.filter.searchValue);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);

  function typed(value: string) {
    setSearch(value);
    clearTimeout(pause.current);
    pause.current = setTimeout(() => void store.setSearch(value), SEARCH_PAUSE_MS);
  }

  const chooser = (
    <Checkbox.Group<RosterColumnKey>
      className="pro-column-chooser"
      value={store.columns}
      onChange={(cols) => store.setColumns(cols)}
      options={ROSTER_COLUMNS.map((c) => ({ value: c.key, label: c.label, disabled: 'required' in c && c.required }))}
    />
  );

  return (
    <>
      <div className="pro-toolbar">
        <Segmented<RosterPresetKey | ''>
          aria-label="Roster preset"
          value={store.filter.preset ?? ''}
          onChange={(key) => key && void store.applyPreset(key)}
          options={(Object.keys(ROSTER_PRESETS) as RosterPresetKey[]).map((key) => ({ value: key, label: ROSTER_PRESETS[key].label }))}
        />
      </div>
      <div className="pro-toolbar">
        <Input.Search
          aria-label="Search patients"
          placeholder="Search by name, phone or date of birth"
          allowClear
          value={search}
          onChange={(e) => typed(e.target.value)}
          onSearch={(v) => {
            clearTimeout(pause.current);
            void store.setSearch(v);
          }}
          style={{ maxWidth: 420 }}
        />
        <Checkbox checked={store.filter.needsResponse} onChange={(e) => void store.setNeedsResponse(e.target.checked)}>
          Needs response
        </Checkbox>
        <span className="pro-toolbar__grow" />
        <Popover content={chooser} title="Columns" trigger="click" placement="bottomRight">
          <Button>Columns</Button>
        </Popover>
      </div>
      {store.error ? (
        <Alert type="error" showIcon title={store.error} action={<Button size="small" onClick={() => void store.load()}>Try again</Button>} />
      ) : null}
      <RosterTable store={store} canInvite={can(permissions, 'INITIATE_ENROLLMENT')} />
    </>
  );
});

export default function RosterPage({ title, api = defaultApi }: RosterPageProps) {
  const user = session.claims()?.professionalId ?? session.email() ?? 'anonymous';
  const store = useMemo(() => new RosterStore(api, rosterViewStorage(user)), [api, user]);
  useEffect(() => {
    void store.load().then(() => store.restorePreset());
  }, [store]);
  return (
    <ScreenFrame title={title} intro="Your patients, their enrollment status and conversations that need a response.">
      <RosterView store={store} />
    </ScreenFrame>
  );
}
