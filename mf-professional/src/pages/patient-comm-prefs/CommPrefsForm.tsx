/**
 * How and when a patient may be contacted: channels, a contact window in 15-minute steps
 * (SPEC §9), the time zone, and Do Not Disturb. Read-only without MODIFY_PATIENT.
 */
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { CONTACT_TIME_STEP_MINUTES, contactTimes, timeZoneOptions } from '@hearth/shared-kernel/domain';
import { Field } from '@hearth/shared-kernel/console';
import type { CommPrefs } from '../../domain';

export const CONTACT_WINDOW_MESSAGE = 'The contact window must end after it starts.';

export interface CommPrefsFormProps {
  initial: CommPrefs;
  canEdit: boolean;
  onSave(prefs: CommPrefs): Promise<string[]>;
}

const TIMES = contactTimes(CONTACT_TIME_STEP_MINUTES).map((t) => ({ value: t, label: t }));
const ZONES = timeZoneOptions();

export function CommPrefsForm({ initial, canEdit, onSave }: CommPrefsFormProps) {
  const [prefs, setPrefs] = useState<CommPrefs>(initial);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof CommPrefs>(key: K, value: CommPrefs[K]) => setPrefs((p) => ({ ...p, [key]: value }));
  const windowWrong = prefs.contactStart >= prefs.contactEnd;

  async function save() {
    if (windowWrong) return setProblems([CONTACT_WINDOW_MESSAGE]);
    setSaving(true);
    setProblems(await onSave(prefs));
    setSaving(false);
  }

  return (
    <form
      className="pro-form"
      aria-label="Communication preferences"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset className="pro-fieldset" disabled={!canEdit}>
        <legend className="hc-field__label">Channels</legend>
        <Checkbox checked={prefs.smsEnabled} onChange={(e) => set('smsEnabled', e.target.checked)} disabled={!canEdit}>
          Text messages (SMS)
        </Checkbox>
        <Checkbox checked={prefs.chatEnabled} onChange={(e) => set('chatEnabled', e.target.checked)} disabled={!canEdit}>
          Secure chat
        </Checkbox>
        <Checkbox checked={prefs.voiceEnabled} onChange={(e) => set('voiceEnabled', e.target.checked)} disabled={!canEdit}>
          Voice calls
        </Checkbox>
      </fieldset>
      <div className="pro-form__row">
        <Field label="Contact from" error={windowWrong ? CONTACT_WINDOW_MESSAGE : null}>
          <Select value={prefs.contactStart} onChange={(v: string) => set('contactStart', v)} options={TIMES} disabled={!canEdit} style={{ width: 120 }} />
        </Field>
        <Field label="Contact until">
          <Select value={prefs.contactEnd} onChange={(v: string) => set('contactEnd', v)} options={TIMES} disabled={!canEdit} style={{ width: 120 }} />
        </Field>
        <Field label="Time zone">
          <Select
            value={prefs.timeZone}
            onChange={(v: string) => set('timeZone', v)}
            options={ZONES}
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!canEdit}
            style={{ minWidth: 240 }}
          />
        </Field>
      </div>
      <Field label="Do Not Disturb" hint="While on, no message can be sent to this patient until it is turned off.">
        <Switch checked={prefs.doNotDisturb} onChange={(on) => set('doNotDisturb', on)} disabled={!canEdit} />
      </Field>
      {problems.length > 0 ? <Alert type="error" showIcon title={problems.join(' ')} /> : null}
      {canEdit ? (
        <Button type="primary" htmlType="submit" loading={saving}>
          Save preferences
        </Button>
      ) : (
        <p className="hc-intro">You can view these preferences; changing them needs permission to modify patients.</p>
      )}
    </form>
  );
}
