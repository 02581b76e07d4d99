/**
 * What the admin area's forms share: their state (values, field messages, saving), the submit
 * that checks with the kernel's rule and shows the API's field messages on refusal, the message
 * that belongs to no field, the save button, and a professional's name fields.
 */
import { useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { SUFFIXES, TITLES } from '@hearth/shared-kernel/domain';
import { Field } from '@hearth/shared-kernel/console';
import { fieldErrorsOf } from './adminApi';

export function useAdminForm<F>(initial: F | (() => F)) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof F>(key: K, value: F[K]) => setForm((f) => ({ ...f, [key]: value }));

  /** Shows what the rule `found`; with nothing wrong, sends, and shows the API's field messages if it refuses. */
  async function submit(found: Record<string, string>, send: () => Promise<void>): Promise<void> {
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await send();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setSaving(false);
    }
  }

  return { form, setForm, set, errors, saving, submit };
}

/** The message that belongs to no field ('Could not save…'). */
export function FormError({ error }: { error?: string }) {
  return error ? (
    <p role="alert" className="hc-field__error">
      {error}
    </p>
  ) : null;
}

/** The form's message that belongs to no field, then its submit button. */
export function FormActions({ error, saving, label }: { error?: string; saving: boolean; label: string }) {
  return (
    <>
      <FormError error={error} />
      <div className="adm-actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          {label}
        </Button>
      </div>
    </>
  );
}

const TITLE_OPTIONS = TITLES.map((t) => ({ value: t, label: t }));
const SUFFIX_OPTIONS = SUFFIXES.map((s) => ({ value: s, label: s }));

interface Name {
  title: string | null;
  suffix: string | null;
  firstName: string;
  lastName: string;
}

/**
 * A professional's title and suffix (SPEC's lists) side by side, then first and last name. `own`:
 * the person's own name, which the browser may fill in; otherwise someone else's (no autofill).
 */
export function NameFields<F extends Name>({ form, errors, set, own }: { form: F; errors: Record<string, string>; set: (key: keyof Name, value: string | null) => void; own?: boolean }) {
  return (
    <>
      <div className="adm-form-row">
        <Field label="Title" error={errors.title}>
          <Select allowClear options={TITLE_OPTIONS} value={form.title ?? undefined} onChange={(v?: string) => set('title', v ?? null)} style={{ width: 120 }} />
        </Field>
        <Field label="Suffix" error={errors.suffix}>
          <Select allowClear showSearch options={SUFFIX_OPTIONS} value={form.suffix ?? undefined} onChange={(v?: string) => set('suffix', v ?? null)} style={{ width: 140 }} />
        </Field>
      </div>
      <Field label="First name" error={errors.firstName}>
        <Input value={form.firstName} onChange={(e) => set('firstName', e.target.value)} autoComplete={own ? 'given-name' : 'off'} />
      </Field>
      <Field label="Last name" error={errors.lastName}>
        <Input value={form.lastName} onChange={(e) => set('lastName', e.target.value)} autoComplete={own ? 'family-name' : 'off'} />
      </Field>
    </>
  );
}
