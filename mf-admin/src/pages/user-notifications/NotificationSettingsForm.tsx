/**
 * SPEC §3 notification settings as a form: conversations, tasks and events, each on or off with
 * its channel; events may use a preset (the first showPresetLimit shown, the rest on request);
 * allOrgs applies the same to every organisation of the user. SPEC's toasts on save.
 */
import { useState } from 'react';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { showToast } from '@hearth/shared-kernel/bus';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_SETTINGS_MESSAGES,
  type NotificationChannel,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '@hearth/shared-kernel/domain';

const CHANNELS = Object.entries(NOTIFICATION_CHANNELS).map(([value, label]) => ({ value, label }));
const KINDS = [
  ['conversations', 'New conversations'],
  ['tasks', 'Tasks assigned to me'],
  ['events', 'Events (admissions and discharges)'],
] as const;

export interface NotificationSettingsFormProps {
  initial: NotificationSettings;
  /** Shown as the "all organisations" choice only when the user has several. */
  orgCount: number;
  save: (input: NotificationSettingsInput) => Promise<NotificationSettings>;
}

export function NotificationSettingsForm({ initial, orgCount, save }: NotificationSettingsFormProps) {
  const [form, setForm] = useState<NotificationSettingsInput>({
    orgId: initial.orgId,
    allOrgs: initial.allOrgs,
    conversations: initial.conversations,
    tasks: initial.tasks,
    events: initial.events,
  });
  const [allPresets, setAllPresets] = useState(false);
  const [saving, setSaving] = useState(false);
  const presets = allPresets ? initial.availablePresets : initial.availablePresets.slice(0, initial.showPresetLimit);
  // A saved preset beyond the limit is still shown as chosen.
  const presetOptions = [...new Set([...presets, ...(form.events.presetName ? [form.events.presetName] : [])])].map((p) => ({ value: p, label: p }));

  const setKind = (kind: (typeof KINDS)[number][0], change: Partial<{ active: boolean; channel: NotificationChannel; presetName: string | null }>) =>
    setForm((f) => ({ ...f, [kind]: { ...f[kind], ...change } }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await save(form);
      showToast({ header: NOTIFICATION_SETTINGS_MESSAGES.saved, message: '', tone: 'success' });
    } catch {
      showToast({ header: NOTIFICATION_SETTINGS_MESSAGES.saveFailed, message: '', tone: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Notification settings">
      {KINDS.map(([kind, label]) => (
        <fieldset key={kind} className="adm-fieldset">
          <legend>{label}</legend>
          <div className="adm-choice-row">
            <Checkbox checked={form[kind].active} onChange={(e) => setKind(kind, { active: e.target.checked })}>
              Notify me
            </Checkbox>
            <Radio.Group
              aria-label={`${label}: channel`}
              disabled={!form[kind].active}
              value={form[kind].channel}
              onChange={(e) => setKind(kind, { channel: e.target.value as NotificationChannel })}
              options={CHANNELS}
            />
          </div>
          {kind === 'events' ? (
            <div className="adm-choice-row">
              {/* A visible label, not a placeholder: a disabled select's placeholder is too faint to read. */}
              <span aria-hidden="true">Which events</span>
              <Select
                aria-label="Which events"
                aria-describedby="event-preset-hint"
                allowClear
                disabled={!form.events.active}
                options={presetOptions}
                value={form.events.presetName ?? undefined}
                onChange={(v?: string) => setKind('events', { presetName: v ?? null })}
                style={{ width: 260 }}
              />
              <span id="event-preset-hint" className="hc-field__hint">
                A preset, or every event type when none is chosen.
              </span>
              {!allPresets && initial.availablePresets.length > initial.showPresetLimit ? (
                <Button type="link" onClick={() => setAllPresets(true)}>
                  Show all presets
                </Button>
              ) : null}
            </div>
          ) : null}
        </fieldset>
      ))}
      {orgCount > 1 ? (
        <Checkbox checked={form.allOrgs} onChange={(e) => setForm((f) => ({ ...f, allOrgs: e.target.checked }))}>
          Use these settings in all my organizations
        </Checkbox>
      ) : null}
      <div className="adm-actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          Save notification settings
        </Button>
      </div>
    </form>
  );
}
