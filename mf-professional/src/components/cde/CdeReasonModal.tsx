/**
 * 'Clinical Data Entry': the reason for a reject, an update or an approval. A rejection picks one of
 * the server's reasons or 'Other...' with free text; the others take free text. An empty reason
 * earns SPEC's 'Please enter a reason'.
 */
import { useEffect, useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import type { CdeRejectionReason } from '@hearth/shared-kernel/domain';
import { validateCdeReason } from '@hearth/shared-kernel/rules';
import { cdeApi } from './cdeApi';
import { useCloseOnLogout } from '@hearth/shared-kernel/react';

export type ReasonKind = 'approve' | 'reject' | 'update';
const OTHER_REASON = 'Other...';

const PROMPTS: Record<ReasonKind, string> = {
  approve: 'Reason for approval',
  reject: 'Reason for rejection',
  update: 'What needs to be updated',
};
const CONFIRM: Record<ReasonKind, string> = { approve: 'Approve', reject: 'Reject', update: 'Send for update' };

export interface CdeReasonModalProps {
  kind: ReasonKind | null;
  onCancel(): void;
  /** Resolves when done; the modal stays open while it runs. */
  onConfirm(kind: ReasonKind, reason: string): Promise<void>;
}

export function CdeReasonModal({ kind, onCancel, onConfirm }: CdeReasonModalProps) {
  useCloseOnLogout(kind !== null, onCancel);
  const [reasons, setReasons] = useState<CdeRejectionReason[]>([]);
  const [choice, setChoice] = useState<string>('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setChoice('');
    setText('');
    setError(null);
    if (kind === 'reject') cdeApi.rejectionReasons().then(setReasons, () => setReasons([]));
  }, [kind]);

  const freeText = kind !== 'reject' || choice === OTHER_REASON;
  const reason = freeText ? text : choice;

  async function confirm() {
    if (!kind) return;
    const problems = validateCdeReason(reason);
    setError(problems[0] ?? null);
    if (problems.length) return;
    setBusy(true);
    try {
      await onConfirm(kind, reason.trim());
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={kind !== null}
      title="Clinical Data Entry"
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="ok" type="primary" loading={busy} onClick={() => void confirm()}>
          {kind ? CONFIRM[kind] : 'OK'}
        </Button>,
      ]}
    >
      {kind === 'reject' ? (
        <fieldset className="cde-reasons">
          <legend>{PROMPTS.reject}</legend>
          <Radio.Group value={choice} onChange={(e) => setChoice(e.target.value)} className="cde-reason-options">
            {reasons.map((r) => (
              <Radio key={r.id} value={r.reason}>
                {r.reason}
              </Radio>
            ))}
            <Radio value={OTHER_REASON}>{OTHER_REASON}</Radio>
          </Radio.Group>
        </fieldset>
      ) : null}
      {freeText && kind ? (
        <div className="cde-field">
          <label htmlFor="cde-reason-text">{kind === 'reject' ? 'Other reason' : PROMPTS[kind]}</label>
          <Input.TextArea id="cde-reason-text" value={text} onChange={(e) => setText(e.target.value)} maxLength={1000} style={{ height: 260, resize: 'none' }} />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="cde-error">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
