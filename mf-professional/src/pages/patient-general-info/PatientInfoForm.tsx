/**
 * Editing a patient's details. Checked first with the kernel's enrollment rules (SPEC §5 texts;
 * the PIN is the patient's own and not edited here), then by the API, whose messages are shown too.
 */
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { ENROLLMENT_MESSAGES, normalizePhone, validateEnrollmentInfo } from '@hearth/shared-kernel/rules';
import { fieldRows, patientFields, placeMessages } from '../../components/PatientFields';
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
