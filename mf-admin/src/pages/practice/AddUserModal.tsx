/** Adding a user to the practice: SPEC's title and suffix lists, names, e-mail, user name and role. */
import { useState } from 'react';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { PROFESSIONAL_ROLES, SUFFIXES, TITLES, type NewPracticeUser, type PracticeUser, type ProfessionalRoleId } from '@hearth/shared-kernel/domain';
import { validateNewUser } from '@hearth/shared-kernel/rules';
import { adminApi, fieldErrorsOf } from '../../components/adminApi';
import { Field } from '@hearth/shared-kernel/console';
import { useCloseOnLogout } from '@hearth/shared-kernel/react';

export const ROLE_OPTIONS = Object.entries(PROFESSIONAL_ROLES).map(([id, label]) => ({ value: Number(id) as ProfessionalRoleId, label: `${id} ${label}` }));
const TITLE_OPTIONS = TITLES.map((t) => ({ value: t, label: t }));
const SUFFIX_OPTIONS = SUFFIXES.map((s) => ({ value: s, label: s }));

const EMPTY: NewPracticeUser = { title: null, firstName: '', lastName: '', suffix: null, email: '', userName: '', roleId: 7 };

export function AddUserModal({ orgId, open, onClose, onAdded }: { orgId: string; open: boolean; onClose: () => void; onAdded: (u: PracticeUser) => void }) {
  useCloseOnLogout(open, onClose);
  const [form, setForm] = useState<NewPracticeUser>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof NewPracticeUser>(key: K, value: NewPracticeUser[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function add() {
    const found = validateNewUser(form) as Record<string, string>;
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const user = await adminApi.addUser(orgId, { ...form, email: form.email.trim(), firstName: form.firstName.trim(), lastName: form.lastName.trim() });
      setForm(EMPTY);
      onAdded(user);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal title="Add a user" open={open} onCancel={onClose} onOk={add} okText="Add and send invitation" confirmLoading={saving} destroyOnHidden>
      <div className="adm-form-row">
        <Field label="Title" error={errors.title}>
          <Select allowClear options={TITLE_OPTIONS} value={form.title ?? undefined} onChange={(v?: string) => set('title', v ?? null)} style={{ width: 120 }} />
        </Field>
        <Field label="Suffix" error={errors.suffix}>
          <Select allowClear showSearch options={SUFFIX_OPTIONS} value={form.suffix ?? undefined} onChange={(v?: string) => set('suffix', v ?? null)} style={{ width: 140 }} />
        </Field>
      </div>
      <Field label="First name" error={errors.firstName}>
        <Input value={form.firstName} onChange={(e) => set('firstName', e.target.value)} autoComplete="off" />
      </Field>
      <Field label="Last name" error={errors.lastName}>
        <Input value={form.lastName} onChange={(e) => set('lastName', e.target.value)} autoComplete="off" />
      </Field>
      <Field label="E-mail" error={errors.email} hint="The invitation with a link to set a password goes here.">
        <Input value={form.email} onChange={(e) => set('email', e.target.value)} inputMode="email" autoComplete="off" />
      </Field>
      <Field label="User name" error={errors.userName}>
        <Input value={form.userName} onChange={(e) => set('userName', e.target.value)} autoComplete="off" />
      </Field>
      <Field label="Role" error={errors.roleId}>
        <Select options={ROLE_OPTIONS} value={form.roleId} onChange={(v: ProfessionalRoleId) => set('roleId', v)} style={{ width: 240 }} />
      </Field>
      {errors.form ? <p role="alert" className="hc-field__error">{errors.form}</p> : null}
    </Modal>
  );
}
