/**
 * Editing a patient's details. Checked first with the kernel's enrollment rules (SPEC §5 texts;
 * the PIN is the patient's own and not edited here), then by the API, whose messages are shown too.
 */
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { Field } from '@hearth/shared-kernel/console';
import type { Language } from '@hearth/shared-kernel/i18n';
import { ENROLLMENT_MESSAGES, normalizePhone, validateEnrollmentInfo } from '@hearth/shared-kernel/rules';
import { fieldRows, patientFields, placeMessages } from '../../components/PatientFields';
import { LANGUAGE_NOT_SET, LANGUAGE_OPTIONS } from '../../components/language';
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
  const [language, setLanguage] = useState<Language | null>(patient.preferredLanguage ?? null);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [other, setOther] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const fields = patientFields({ form, errors, set: (key, value) => setForm((f) => ({ ...f, [key]: value })) });

  function place(messages: string[]) {
    const { byField, rest } = placeMessages(messages, (m) => FIELD_OF[m]);
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
      preferredLanguage: language,
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
      {fieldRows(fields, [
        ['title', 'firstName', 'lastName'],
        ['dateOfBirth', 'gender'],
        ['smsPhoneNumber', 'voicePhoneNumber', 'email'],
        ['timeZone'],
        ['address'],
      ])}
      <Field label="Preferred language">
        <Select<Language | ''>
          value={language ?? ''}
          onChange={(v) => setLanguage(v || null)}
          options={[...LANGUAGE_OPTIONS, { value: '', label: LANGUAGE_NOT_SET }]}
          style={{ width: 160 }}
        />
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
