/** Adding a user to the practice: SPEC's title and suffix lists, names, e-mail, user name and role. */
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { PROFESSIONAL_ROLES, type NewPracticeUser, type PracticeUser, type ProfessionalRoleId } from '@hearth/shared-kernel/domain';
import { validateNewUser } from '@hearth/shared-kernel/rules';
import { FormError, NameFields, useAdminForm } from '../../components/AdminForm';
import { adminApi } from '../../components/adminApi';
import { Field } from '@hearth/shared-kernel/console';
import { useCloseOnLogout } from '@hearth/shared-kernel/react';

export const ROLE_OPTIONS = Object.entries(PROFESSIONAL_ROLES).map(([id, label]) => ({ value: Number(id) as ProfessionalRoleId, label: `${id} ${label}` }));

const EMPTY: NewPracticeUser = { title: null, firstName: '', lastName: '', suffix: null, email: '', userName: '', roleId: 7 };

export function AddUserModal({ orgId, open, onClose, onAdded }: { orgId: string; open: boolean; onClose: () => void; onAdded: (u: PracticeUser) => void }) {
  useCloseOnLogout(open, onClose);
  const { form, setForm, set, errors, saving, submit } = useAdminForm<NewPracticeUser>(EMPTY);

  const add = () =>
    submit(validateNewUser(form) as Record<string, string>, async () => {
      const user = await adminApi.addUser(orgId, { ...form, email: form.email.trim(), firstName: form.firstName.trim(), lastName: form.lastName.trim() });
      setForm(EMPTY);
      onAdded(user);
    });

  return (
    <Modal title="Add a user" open={open} onCancel={onClose} onOk={add} okText="Add and send invitation" confirmLoading={saving} destroyOnHidden>
      <NameFields form={form} errors={errors} set={set} />
      <Field label="E-mail" error={errors.email} hint="The invitation with a link to set a password goes here.">
        <Input value={form.email} onChange={(e) => set('email', e.target.value)} inputMode="email" autoComplete="off" />
      </Field>
      <Field label="User name" error={errors.userName}>
        <Input value={form.userName} onChange={(e) => set('userName', e.target.value)} autoComplete="off" />
      </Field>
      <Field label="Role" error={errors.roleId}>
        <Select options={ROLE_OPTIONS} value={form.roleId} onChange={(v: ProfessionalRoleId) => set('roleId', v)} style={{ width: 240 }} />
      </Field>
      <FormError error={errors.form} />
    </Modal>
  );
}
