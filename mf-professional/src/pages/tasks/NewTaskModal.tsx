/**
 * The new-task form (SPEC §3: title, assignee, type, description; SPEC §5 messages from the kernel's
 * rules, shown under the field they concern). Nothing is sent until all three are given.
 */
import { useState } from 'react';
import Modal from 'antd/es/modal';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { DEFAULT_TASK_TYPE, NEW_TASK_TYPES, NOTIFICATION_TYPE_LABELS, type TaskType } from '@hearth/shared-kernel/domain';
import { TASK_MESSAGES, validateTask } from '@hearth/shared-kernel/rules';
import { useCloseOnLogout } from '@hearth/shared-kernel/react';
import { Field } from '@hearth/shared-kernel/console';
import { formatProfessionalName } from '../../components/names';
import type { NewTask, TaskProfessional } from '../../domain';

export interface NewTaskModalProps {
  open: boolean;
  assignees: TaskProfessional[];
  patientId?: string | null;
  /** A title and description to start from (a task made from a hospital event). */
  initial?: { title: string; description: string };
  onCreate(task: NewTask): Promise<boolean>;
  onClose(): void;
}

type Errors = Partial<Record<'title' | 'assignedTo' | 'description', string>>;

function errorsOf(messages: string[]): Errors {
  const errors: Errors = {};
  if (messages.includes(TASK_MESSAGES.title)) errors.title = TASK_MESSAGES.title;
  if (messages.includes(TASK_MESSAGES.assignee)) errors.assignedTo = TASK_MESSAGES.assignee;
  if (messages.includes(TASK_MESSAGES.description)) errors.description = TASK_MESSAGES.description;
  return errors;
}

export function NewTaskModal({ open, assignees, patientId, initial, onCreate, onClose }: NewTaskModalProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [assignedTo, setAssignedTo] = useState<string | undefined>(undefined);
  const [description, setDescription] = useState(initial?.description ?? '');
  const [dueDate, setDueDate] = useState('');
  const [type, setType] = useState<TaskType>(DEFAULT_TASK_TYPE);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  useCloseOnLogout(open, onClose);
  function reset() {
    setTitle('');
    setAssignedTo(undefined);
    setDescription('');
    setDueDate('');
    setType(DEFAULT_TASK_TYPE);
    setErrors({});
  }

  async function submit() {
    const found = errorsOf(validateTask({ title, assignedTo, description }));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const ok = await onCreate({
      title: title.trim(),
      description: description.trim(),
      assignedTo: assignedTo!,
      dueDate: dueDate || null,
      patientId: patientId ?? null,
      type,
    });
    setSaving(false);
    if (ok) {
      reset();
      onClose();
    }
  }

  return (
    <Modal
      open={open}
      title="New task"
      okText="Create task"
      onOk={submit}
      confirmLoading={saving}
      onCancel={() => {
        reset();
        onClose();
      }}
      destroyOnHidden
    >
      <Field label="Title" error={errors.title}>
        <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} autoFocus />
      </Field>
      <Field label="Assign to" error={errors.assignedTo}>
        <Select
          value={assignedTo}
          onChange={setAssignedTo}
          placeholder="Choose a care team member"
          showSearch={{ optionFilterProp: 'label' }}
          options={assignees.map((p) => ({ value: p.id, label: formatProfessionalName(p) }))}
        />
      </Field>
      <Field label="Type" hint="The practice's task assignments may give a task of this type to someone else.">
        <Select<TaskType>
          value={type}
          onChange={setType}
          options={NEW_TASK_TYPES.map((t) => ({ value: t, label: NOTIFICATION_TYPE_LABELS[t] }))}
        />
      </Field>
      <Field label="Due date" hint="Tasks are due at noon on this day.">
        <Input type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
      </Field>
      <Field label="Description" error={errors.description}>
        <Input.TextArea value={description} onChange={(e) => setDescription(e.target.value)} rows={4} maxLength={4000} />
      </Field>
    </Modal>
  );
}
