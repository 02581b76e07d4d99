/**
 * /practice-admin/:id/general-settings: SPEC §3 practice settings. Times in 15-minute steps in the
 * practice's time zone; SPEC §9's recommendations are warned about, not refused; phones and e-mail
 * checked by the kernel rule (the API checks the same and answers field messages).
 */
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { showToast } from '@hearth/shared-kernel/bus';
import {
  OUTREACH_DAYS,
  OUTREACH_FREQUENCIES,
  contactTimes,
  timeZoneOptions,
  type PracticeSettings,
  type PracticeSettingsInput,
} from '@hearth/shared-kernel/domain';
import { displayPhone, practiceSettingsWarnings, timeLabel, validatePracticeSettings } from '@hearth/shared-kernel/rules';
import { FormActions, useAdminForm } from '../../components/AdminForm';
import { adminApi } from '../../components/adminApi';
import { Field } from '@hearth/shared-kernel/console';
import { adminScreen } from '../../components/AdminScreen';
import { PracticeLogoField } from './PracticeLogoField';

const TIMES = contactTimes().map((t) => ({ value: t, label: timeLabel(t) }));
const ZONES = timeZoneOptions();

const inputOf = ({ orgId: _o, orgName: _n, ...input }: PracticeSettings): PracticeSettingsInput => ({
  ...input,
  supportPhone: input.supportPhone ? displayPhone(input.supportPhone) : '',
  outreachPhone: input.outreachPhone ? displayPhone(input.outreachPhone) : '',
});

function SettingsForm({ orgId, initial, onSaved }: { orgId: string; initial: PracticeSettings; onSaved: (s: PracticeSettings) => void }) {
  const { form, setForm, set, errors, saving, submit } = useAdminForm<PracticeSettingsInput>(() => inputOf(initial));
  const warnings = practiceSettingsWarnings(form);
  const zone = ZONES.find((z) => z.value === form.timeZone)?.label ?? form.timeZone;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    await submit(validatePracticeSettings(form), async () => {
      const saved = await adminApi.saveSettings(orgId, form);
      setForm(inputOf(saved));
      onSaved(saved);
      showToast({ header: 'Practice settings saved', message: `${saved.orgName}: the new settings apply now.`, tone: 'success' });
    });
  }

  const timeField = (key: 'outreachStart' | 'stopResponses' | 'closingTime', label: string) => (
    <Field label={label} error={errors[key]} warning={warnings[key]} hint={`In the practice's time zone (${zone}).`}>
      <Select options={TIMES} value={form[key]} onChange={(v: string) => set(key, v)} showSearch optionFilterProp="label" style={{ width: 160 }} />
    </Field>
  );

  return (
    <form onSubmit={save} noValidate aria-label="General settings">
      <div className="adm-form-row">
        <Field label="Phone for support contact" error={errors.supportPhone}>
          <Input value={form.supportPhone} onChange={(e) => set('supportPhone', e.target.value)} inputMode="tel" autoComplete="off" />
        </Field>
        <Field label="Task notification e-mail" error={errors.taskNotificationEmail}>
          <Input value={form.taskNotificationEmail} onChange={(e) => set('taskNotificationEmail', e.target.value)} inputMode="email" />
        </Field>
      </div>
      <Field label="Doctor display name" error={errors.doctorDisplayName} hint="How patients see the practice's doctor in messages.">
        <Input value={form.doctorDisplayName} onChange={(e) => set('doctorDisplayName', e.target.value)} maxLength={100} />
      </Field>
      <Field label="Practice time zone" error={errors.timeZone}>
        <Select options={ZONES} value={form.timeZone} onChange={(v: string) => set('timeZone', v)} showSearch optionFilterProp="label" style={{ width: 280 }} />
      </Field>
      <div className="adm-form-row">
        {timeField('outreachStart', 'Initiate outreach time')}
        {timeField('stopResponses', 'Stop responses time')}
        {timeField('closingTime', 'Office closing time')}
      </div>
      <fieldset className="adm-fieldset">
        <legend>Outreach frequency</legend>
        <Radio.Group value={form.outreachFrequency} onChange={(e) => set('outreachFrequency', e.target.value)}
          options={Object.entries(OUTREACH_FREQUENCIES).map(([value, label]) => ({ value, label }))} />
      </fieldset>
      <fieldset className="adm-fieldset">
        <legend>Outreach days</legend>
        <Radio.Group value={form.outreachDays} onChange={(e) => set('outreachDays', e.target.value)}
          options={Object.entries(OUTREACH_DAYS).map(([value, label]) => ({ value, label }))} />
      </fieldset>
      <Field label="Outreach phone number" error={errors.outreachPhone}>
        <Input value={form.outreachPhone} onChange={(e) => set('outreachPhone', e.target.value)} inputMode="tel" autoComplete="off" />
      </Field>
      <FormActions error={errors.form} saving={saving} label="Save settings" />
    </form>
  );
}

export default adminScreen(
  'practice',
  { intro: "Support phone, task notification e-mail, doctor display name, outreach schedule and the practice's logo.", failure: 'Could not get the practice settings. Please try again later.' },
  adminApi.settings,
  (settings, { id, loaded }) => (
    <>
      <SettingsForm key={settings.orgId} orgId={id} initial={settings} onSaved={loaded.setData} />
      <PracticeLogoField orgId={id} orgName={settings.orgName} />
    </>
  ),
);
