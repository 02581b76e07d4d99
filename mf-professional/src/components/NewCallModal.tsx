/**
 * New call (SPEC §3): the patient's number, the provider's number and name, checked with the
 * kernel's rules (SPEC §5 messages under each field). The voice provider rings the provider and
 * connects the patient; the API logs the call on the patient.
 */
import { useState } from 'react';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { showToast } from '@hearth/shared-kernel/bus';
import { voiceCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';
import { useCloseOnLogout } from '@hearth/shared-kernel/react';
import { CALL_MESSAGES, validateCall, type NewCallInput } from '@hearth/shared-kernel/rules';
import { Field } from '@hearth/shared-kernel/console';

interface CallRequest {
  patientId: string;
  patientNumber: string;
  providerNumber: string;
  providerName: string;
}

const startCall = (call: CallRequest) => http.call(voiceCalls.start, { body: call }, { errorPolicy: 'caller' });

export interface NewCallModalProps {
  open: boolean;
  patientId: string;
  patientName?: string;
  patientNumber?: string | null;
  onClose(): void;
  /** Injected in tests. */
  call?: (call: CallRequest) => Promise<unknown>;
}

type Errors = Partial<Record<keyof NewCallInput, string>>;

export function NewCallModal({ open, patientId, patientName, patientNumber, onClose, call = startCall }: NewCallModalProps) {
  const [form, setForm] = useState({ patientNumber: patientNumber ?? '', providerNumber: '', providerName: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [calling, setCalling] = useState(false);
  useCloseOnLogout(open, onClose);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function submit() {
    const messages = validateCall(form);
    const found: Errors = {};
    if (messages.includes(CALL_MESSAGES.patientNumber)) found.patientNumber = CALL_MESSAGES.patientNumber;
    if (messages.includes(CALL_MESSAGES.providerNumber)) found.providerNumber = CALL_MESSAGES.providerNumber;
    if (messages.includes(CALL_MESSAGES.providerName)) found.providerName = CALL_MESSAGES.providerName;
    setErrors(found);
    if (messages.length > 0) return;
    setCalling(true);
    try {
      await call({ patientId, ...form, providerName: form.providerName.trim() });
      showToast({ header: 'Calling', message: `Your phone will ring first, then ${patientName ?? 'the patient'} is connected.`, tone: 'success' });
      onClose();
    } catch (error) {
      showToast({
        header: 'The call could not be started',
        message: error instanceof Error ? error.message : 'Please try again later.',
        tone: 'error',
      });
    } finally {
      setCalling(false);
    }
  }

  return (
    <Modal open={open} title={`New call${patientName ? ` with ${patientName}` : ''}`} okText="Call" onOk={submit} confirmLoading={calling} onCancel={onClose} destroyOnHidden>
      <Field label="Patient number" error={errors.patientNumber}>
        <Input value={form.patientNumber} onChange={set('patientNumber')} inputMode="tel" autoComplete="off" />
      </Field>
      <Field label="Provider number" error={errors.providerNumber} hint="The phone that rings first.">
        <Input value={form.providerNumber} onChange={set('providerNumber')} inputMode="tel" autoComplete="tel" />
      </Field>
      <Field label="Provider name" error={errors.providerName}>
        <Input value={form.providerName} onChange={set('providerName')} autoComplete="name" />
      </Field>
    </Modal>
  );
}
