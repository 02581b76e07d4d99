/**
 * Editing a patient's details. Checked first with the kernel's enrollment rules (SPEC §5 texts;
 * the PIN is the patient's own and not edited here), then by the API, whose messages are shown too.
 */
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { GENDERS, TITLES, timeZoneOptions } from '@hearth/shared-kernel/domain';
import { ENROLLMENT_MESSAGES, normalizePhone, validateEnrollmentInfo } from '@hearth/shared-kernel/rules';
import { Field } from '@hearth/shared-kernel/console';
import { humanize } from '../../components/labels';
import type { PatientDetail, PatientUpdate } from '../../domain';

type Key = 'title' | 'firstName' | 'lastName' | 'email' | 'smsPhoneNumber' | 'voicePhoneNumber' | 'timeZone';
const FIELD_OF: Record<string, Key> = {
  [ENROLLMENT_MESSAGES.title]: 'title',
  [ENROLLMENT_MESSAGES.firstName]: 'firstName',
  [ENROLLMENT_MESSAGES.lastName]: 'lastName',
  [ENROLLMENT_MESSAGES.email]: 'email',
  [ENROLLMENT_MESSAGES.smsPhone]: 'smsPhoneNumber',
  [ENROLLMENT_MESSAGES.voicePhone]: 'voicePhoneNumber',
  [ENROLLMENT_MESSAGES.timeZone]: 'timeZone',
};

export interface PatientInfoFormProps {
  patient: PatientDetail;
  onSave(update: PatientUpdate): Promise<string[]>;
  onCancel(): void;
}

const ZONES = timeZoneOptions();

export function PatientInfoForm({ patient, onSave, onCancel }: PatientInfoFormProps) {
  const [form, setForm] = useState({
    title: patient.title ?? '',
    firstName: patient.firstName,
    lastName: patient.lastName,
    email: patient.email ?? '',
    smsPhoneNumber: patient.smsPhoneNumber ?? '',
    voicePhoneNumber: patient.voicePhoneNumber ?? '',
    timeZone: patient.timeZone ?? '',
    gender: patient.gender ?? null,
    dateOfBirth: patient.dateOfBirth ?? '',
    address: patient.address ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [other, setOther] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const text = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  function place(messages: string[]) {
    const byField: Partial<Record<Key, string>> = {};
    const rest: string[] = [];
    for (const m of messages) {
      const field = FIELD_OF[m];
      if (field) byField[field] = m;
      else rest.push(m);
    }
    setErrors(byField);
    setOther(rest);
    return messages.length === 0;
  }

  async function save() {
    const found = validateEnrollmentInfo({ ...form, pin: '0000' });
    if (!place(found)) return;
    setSaving(true);
    const problems = await onSave({
      title: form.title || null,
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      email: form.email.trim() || null,
      smsPhoneNumber: normalizePhone(form.smsPhoneNumber),
      voicePhoneNumber: form.voicePhoneNumber ? normalizePhone(form.voicePhoneNumber) : null,
      timeZone: form.timeZone,
      gender: form.gender,
      dateOfBirth: form.dateOfBirth || null,
      address: form.address.trim() || null,
    });
    setSaving(false);
    place(problems);
  }

  return (
    <form
      className="pro-form"
      aria-label="Edit patient"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="pro-form__row">
        <Field label="Title" error={errors.title}>
          <Select
            value={form.title || undefined}
            allowClear
            placeholder="None"
            onChange={(v?: string) => setForm((f) => ({ ...f, title: v ?? '' }))}
            options={TITLES.map((t) => ({ value: t, label: t }))}
            style={{ width: 110 }}
          />
        </Field>
        <Field label="First name" error={errors.firstName}>
          <Input value={form.firstName} onChange={text('firstName')} autoComplete="off" />
        </Field>
        <Field label="Last name" error={errors.lastName}>
          <Input value={form.lastName} onChange={text('lastName')} autoComplete="off" />
        </Field>
      </div>
      <div className="pro-form__row">
        <Field label="Date of birth">
          <Input type="date" value={form.dateOfBirth} onChange={text('dateOfBirth')} />
        </Field>
        <Field label="Gender">
          <Select
            value={form.gender ?? undefined}
            allowClear
            placeholder="Not given"
            onChange={(v?: (typeof GENDERS)[number]) => setForm((f) => ({ ...f, gender: v ?? null }))}
            options={GENDERS.map((g) => ({ value: g, label: humanize(g) }))}
            style={{ width: 160 }}
          />
        </Field>
      </div>
      <div className="pro-form__row">
        <Field label="Mobile for texts" error={errors.smsPhoneNumber}>
          <Input value={form.smsPhoneNumber} onChange={text('smsPhoneNumber')} inputMode="tel" />
        </Field>
        <Field label="Phone for calls" error={errors.voicePhoneNumber}>
          <Input value={form.voicePhoneNumber} onChange={text('voicePhoneNumber')} inputMode="tel" />
        </Field>
        <Field label="E-mail" error={errors.email}>
          <Input value={form.email} onChange={text('email')} type="email" />
        </Field>
      </div>
      <Field label="Time zone" error={errors.timeZone}>
        <Select
          value={form.timeZone || undefined}
          onChange={(v: string) => setForm((f) => ({ ...f, timeZone: v }))}
          options={ZONES}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ maxWidth: 320 }}
        />
      </Field>
      <Field label="Address">
        <Input.TextArea value={form.address} onChange={text('address')} rows={2} />
      </Field>
      {other.length > 0 ? <Alert type="error" showIcon title={other.join(' ')} /> : null}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Space>
    </form>
  );
}
