/** /user-settings/:id/profile: title, names and suffix (SPEC's lists), and the mobile phone for text notifications. */
import Input from 'antd/es/input';
import { showToast } from '@hearth/shared-kernel/bus';
import { NOTIFICATION_SETTINGS_MESSAGES, type ProfessionalSettings, type ProfileInput } from '@hearth/shared-kernel/domain';
import { displayPhone, validateProfile } from '@hearth/shared-kernel/rules';
import { FormActions, NameFields, useAdminForm } from '../../components/AdminForm';
import { userSettingsApi } from '../../components/adminApi';
import { Field } from '@hearth/shared-kernel/console';
import { adminScreen } from '../../components/AdminScreen';

function ProfileForm({ id, initial }: { id: string; initial: ProfessionalSettings }) {
  const { form, set, errors, saving, submit } = useAdminForm<ProfileInput>({
    title: initial.title,
    firstName: initial.firstName,
    lastName: initial.lastName,
    suffix: initial.suffix,
    mobilePhone: initial.mobilePhone ? displayPhone(initial.mobilePhone) : null,
  });

  async function save(event: React.FormEvent) {
    event.preventDefault();
    await submit(validateProfile(form) as Record<string, string>, async () => {
      await userSettingsApi.saveProfile(id, { ...form, mobilePhone: form.mobilePhone || null });
      showToast({ header: 'Profile saved', message: 'Your colleagues and patients see the new name.', tone: 'success' });
    });
  }

  return (
    <form onSubmit={save} noValidate aria-label="Profile">
      <NameFields form={form} errors={errors} set={set} own />
      <Field label="Mobile phone" error={errors.mobilePhone} hint="For notifications by text message.">
        <Input value={form.mobilePhone ?? ''} onChange={(e) => set('mobilePhone', e.target.value)} inputMode="tel" autoComplete="tel" />
      </Field>
      <FormActions error={errors.form} saving={saving} label="Save profile" />
    </form>
  );
}

export default adminScreen(
  'user',
  { intro: 'Title, name and suffix as shown to patients and colleagues.', failure: NOTIFICATION_SETTINGS_MESSAGES.loadFailed },
  userSettingsApi.settings,
  (s, { id }) => <ProfileForm id={id} initial={s} />,
);
