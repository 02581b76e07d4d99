/** /user-settings/:id/profile: title, names and suffix (SPEC's lists), and the mobile phone for text notifications. */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { showToast } from '@hearth/shared-kernel/bus';
import { NOTIFICATION_SETTINGS_MESSAGES, SUFFIXES, TITLES, type ProfessionalSettings, type ProfileInput } from '@hearth/shared-kernel/domain';
import { displayPhone, validateProfile } from '@hearth/shared-kernel/rules';
import { fieldErrorsOf, userSettingsApi } from '../../components/adminApi';
import { Field, LoadState, ScreenFrame, useLoad } from '@hearth/shared-kernel/console';
import { UserSettingsNav } from '../../components/UserSettingsNav';
import type { ScreenProps } from '../../screens';

function ProfileForm({ id, initial }: { id: string; initial: ProfessionalSettings }) {
  const [form, setForm] = useState<ProfileInput>({
    title: initial.title,
    firstName: initial.firstName,
    lastName: initial.lastName,
    suffix: initial.suffix,
    mobilePhone: initial.mobilePhone ? displayPhone(initial.mobilePhone) : null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof ProfileInput>(key: K, value: ProfileInput[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const found = validateProfile(form) as Record<string, string>;
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await userSettingsApi.saveProfile(id, { ...form, mobilePhone: form.mobilePhone || null });
      showToast({ header: 'Profile saved', message: 'Your colleagues and patients see the new name.', tone: 'success' });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate aria-label="Profile">
      <div className="adm-form-row">
        <Field label="Title" error={errors.title}>
          <Select allowClear options={TITLES.map((t) => ({ value: t, label: t }))} value={form.title ?? undefined} onChange={(v?: string) => set('title', v ?? null)} style={{ width: 120 }} />
        </Field>
        <Field label="Suffix" error={errors.suffix}>
          <Select allowClear showSearch options={SUFFIXES.map((s) => ({ value: s, label: s }))} value={form.suffix ?? undefined} onChange={(v?: string) => set('suffix', v ?? null)} style={{ width: 140 }} />
        </Field>
      </div>
      <Field label="First name" error={errors.firstName}>
        <Input value={form.firstName} onChange={(e) => set('firstName', e.target.value)} autoComplete="given-name" />
      </Field>
      <Field label="Last name" error={errors.lastName}>
        <Input value={form.lastName} onChange={(e) => set('lastName', e.target.value)} autoComplete="family-name" />
      </Field>
      <Field label="Mobile phone" error={errors.mobilePhone} hint="For notifications by text message.">
        <Input value={form.mobilePhone ?? ''} onChange={(e) => set('mobilePhone', e.target.value)} inputMode="tel" autoComplete="tel" />
      </Field>
      {errors.form ? <p role="alert" className="hc-field__error">{errors.form}</p> : null}
      <div className="adm-actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          Save profile
        </Button>
      </div>
    </form>
  );
}

export default function UserProfilePage({ title }: ScreenProps) {
  const { id = '' } = useParams();
  const loaded = useLoad(() => userSettingsApi.settings(id), NOTIFICATION_SETTINGS_MESSAGES.loadFailed, [id]);
  return (
    <ScreenFrame title={title} intro="Title, name and suffix as shown to patients and colleagues." sectionNav={<UserSettingsNav userId={id} />}>
      <LoadState loaded={loaded}>{(s) => <ProfileForm id={id} initial={s} />}</LoadState>
    </ScreenFrame>
  );
}
