/**
 * A patient's own fields (title, names, date of birth, gender, phones, e-mail, time zone,
 * address), as both the add-a-patient modal and the general-info form show them. Each screen
 * arranges them in its own rows; the controls, their labels and their options are written here once.
 */
import { Fragment, type ComponentProps, type ReactElement } from 'react';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { GENDERS, TITLES, timeZoneOptions, type Gender } from '@hearth/shared-kernel/domain';
import { Field } from '@hearth/shared-kernel/console';
import { humanize } from './labels';

export const ZONES = timeZoneOptions();

type TextKey = 'title' | 'firstName' | 'lastName' | 'dateOfBirth' | 'smsPhoneNumber' | 'voicePhoneNumber' | 'email' | 'timeZone' | 'address';
export type PatientFieldKey = TextKey | 'gender';
export type PatientFieldValues = Record<TextKey, string> & { gender: Gender | null | undefined };

export interface PatientFieldsProps<F extends PatientFieldValues> {
  form: F;
  errors: Partial<Record<PatientFieldKey, string>>;
  /** Sets one field (a text field's new text, the gender or null). */
  set<K extends PatientFieldKey>(key: K, value: F[K]): void;
  /** A new patient's form: the browser offers no saved phone numbers or e-mail addresses. */
  fresh?: boolean;
}

/** The controls, one per field, wrapped in their labelled Field; the screen lays them out. */
export function patientFields<F extends PatientFieldValues>({ form, errors, set, fresh }: PatientFieldsProps<F>): Record<PatientFieldKey, ReactElement> {
  const input = (label: string, key: TextKey, props: ComponentProps<typeof Input> = {}) => (
    <Field label={label} error={errors[key]}>
      <Input value={form[key]} onChange={(e) => set(key, e.target.value as F[TextKey])} {...props} />
    </Field>
  );
  const contact = fresh ? { autoComplete: 'off' } : {};
  return {
    title: (
      <Field label="Title" error={errors.title}>
        <Select
          value={form.title || undefined}
          allowClear
          placeholder="None"
          onChange={(v?: string) => set('title', (v ?? '') as F['title'])}
          options={TITLES.map((t) => ({ value: t, label: t }))}
          style={{ width: 110 }}
        />
      </Field>
    ),
    firstName: input('First name', 'firstName', { autoComplete: 'off' }),
    lastName: input('Last name', 'lastName', { autoComplete: 'off' }),
    dateOfBirth: input('Date of birth', 'dateOfBirth', { type: 'date' }),
    gender: (
      <Field label="Gender" error={errors.gender}>
        <Select
          value={form.gender ?? undefined}
          allowClear
          placeholder="Not given"
          onChange={(v?: Gender) => set('gender', (v ?? null) as F['gender'])}
          options={GENDERS.map((g) => ({ value: g, label: humanize(g) }))}
          style={{ width: 160 }}
        />
      </Field>
    ),
    smsPhoneNumber: input('Mobile for texts', 'smsPhoneNumber', { inputMode: 'tel', ...contact }),
    voicePhoneNumber: input('Phone for calls', 'voicePhoneNumber', { inputMode: 'tel', ...contact }),
    email: input('E-mail', 'email', { type: 'email', ...contact }),
    timeZone: (
      <Field label="Time zone" error={errors.timeZone}>
        <Select
          value={form.timeZone || undefined}
          onChange={(v: string) => set('timeZone', v as F['timeZone'])}
          options={ZONES}
          showSearch={{ optionFilterProp: 'label' }}
          style={fresh ? { maxWidth: 320, width: '100%' } : { maxWidth: 320 }}
        />
      </Field>
    ),
    address: (
      <Field label="Address">
        <Input.TextArea value={form.address} onChange={(e) => set('address', e.target.value as F['address'])} rows={2} />
      </Field>
    ),
  };
}

/** The fields in the screen's rows: several in a row side by side, one alone as it is. */
export function fieldRows<K extends string>(fields: Record<K, ReactElement>, rows: readonly (readonly K[])[]): ReactElement[] {
  return rows.map((row) =>
    row.length === 1 ? (
      <Fragment key={row[0]}>{fields[row[0]]}</Fragment>
    ) : (
      <div key={row.join()} className="pro-form__row">
        {row.map((key) => (
          <Fragment key={key}>{fields[key]}</Fragment>
        ))}
      </div>
    ),
  );
}

/** Server messages split: those a field owns (shown under it), and the rest (shown above the buttons). */
export function placeMessages<K extends string>(messages: readonly string[], fieldOf: (message: string) => K | null | undefined) {
  const byField: Partial<Record<K, string>> = {};
  const rest: string[] = [];
  for (const m of messages) {
    const field = fieldOf(m);
    if (field) byField[field] = m;
    else rest.push(m);
  }
  return { byField, rest };
}
