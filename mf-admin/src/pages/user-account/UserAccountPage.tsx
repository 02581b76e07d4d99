/**
 * /user-settings/:id/account: user name, e-mail, the licence agreement, and (own account only)
 * a password change: the current password, the reset page's rule, every other session ended.
 */
import Descriptions from 'antd/es/descriptions';
import Input from 'antd/es/input';
import { showToast } from '@hearth/shared-kernel/bus';
import { NOTIFICATION_SETTINGS_MESSAGES } from '@hearth/shared-kernel/domain';
import { validatePassword } from '@hearth/shared-kernel/rules';
import { FormActions, useAdminForm } from '../../components/AdminForm';
import { userSettingsApi } from '../../components/adminApi';
import { Field } from '@hearth/shared-kernel/console';
import { ownProfessionalId } from '../../components/ownId';
import { adminScreen } from '../../components/AdminScreen';

const MISMATCH = 'The two new passwords are not the same.';

function PasswordForm({ id }: { id: string }) {
  const { form, setForm, set, errors, saving, submit } = useAdminForm({ currentPassword: '', newPassword: '', repeat: '' });

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const problem = validatePassword(form.newPassword)[0];
    if (problem) found.newPassword = problem;
    if (form.repeat !== form.newPassword) found.repeat = MISMATCH;
    await submit(found, async () => {
      const { sessionsRevoked } = await userSettingsApi.changePassword(id, { currentPassword: form.currentPassword, newPassword: form.newPassword });
      setForm({ currentPassword: '', newPassword: '', repeat: '' });
      showToast({
        header: 'Password changed',
        message: sessionsRevoked ? `You were signed out of ${sessionsRevoked} other session${sessionsRevoked === 1 ? '' : 's'}.` : 'You stay signed in here.',
        tone: 'success',
      });
    });
  }

  return (
    <form onSubmit={save} noValidate aria-label="Change password">
      <h2 className="adm-subtitle">Change password</h2>
      <Field label="Current password" error={errors.currentPassword}>
        <Input.Password value={form.currentPassword} onChange={(e) => set('currentPassword', e.target.value)} autoComplete="current-password" />
      </Field>
      <Field label="New password" error={errors.newPassword} hint="At least 10 characters. Your other sessions are signed out.">
        <Input.Password value={form.newPassword} onChange={(e) => set('newPassword', e.target.value)} autoComplete="new-password" />
      </Field>
      <Field label="New password again" error={errors.repeat}>
        <Input.Password value={form.repeat} onChange={(e) => set('repeat', e.target.value)} autoComplete="new-password" />
      </Field>
      <FormActions error={errors.form} saving={saving} label="Change password" />
    </form>
  );
}

export default adminScreen(
  'user',
  { intro: 'User name, e-mail and license agreement.', failure: NOTIFICATION_SETTINGS_MESSAGES.loadFailed },
  userSettingsApi.settings,
  (s, { id }) => (
    <>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="User name">{s.userName}</Descriptions.Item>
        <Descriptions.Item label="E-mail">{s.email}</Descriptions.Item>
        <Descriptions.Item label="User License Agreement">{s.eula ? 'Accepted' : 'Not accepted yet'}</Descriptions.Item>
      </Descriptions>
      {ownProfessionalId() === id ? <PasswordForm id={id} /> : <p className="hc-intro">Only the user can change their own password.</p>}
    </>
  ),
);
