/** The diagnoses suggested for a patient; each one's status and attestation change when the answer says they are editable. */
import { useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { showToast } from '@hearth/shared-kernel/bus';
import type { DiagnosisConsideration, DiagnosisConsiderationsAnswer, DiagnosisStatus } from '@hearth/shared-kernel/domain';
import { cdeApi } from '../../components/cde/cdeApi';
import { humanize } from '../../components/labels';
import { formatDateTime } from '@hearth/shared-kernel/domain';

// Preset tints with a darker text of their hue (antd's own falls short of WCAG contrast).
const TONE: Record<DiagnosisStatus, [string, string | undefined]> = { open: ['blue', '#003eb3'], accepted: ['green', '#135200'], declined: ['default', undefined] };

function Consideration({ c, editable, onChange }: { c: DiagnosisConsideration; editable: boolean; onChange(next: DiagnosisConsideration): void }) {
  const [text, setText] = useState(c.attestation ?? '');
  const [busy, setBusy] = useState(false);
  async function set(status: DiagnosisStatus) {
    setBusy(true);
    try {
      onChange(await cdeApi.setDiagnosisStatus(c.id, status, text));
      showToast({ header: 'Attestation saved', message: `${c.diagnosis}: ${humanize(status)}`, tone: 'success' });
    } catch {
      showToast({ header: 'Error updating Status', message: 'Please try again.', tone: 'error' });
    } finally {
      setBusy(false);
    }
  }
  const id = `dx-attest-${c.id}`;
  return (
    <li className="pro-card">
      <h2 className="pro-card-title">
        {c.diagnosis} <span className="cde-muted">({c.icdCode})</span> <Tag color={TONE[c.status][0]} style={{ color: TONE[c.status][1] }}>
          {humanize(c.status)}
        </Tag>
      </h2>
      <p className="pro-muted">Evidence: {c.evidence}</p>
      {c.attestedByProfessionalName ? (
        <p className="pro-muted">
          Attested by {c.attestedByProfessionalName}, {formatDateTime(c.attestedAt)}
          {c.attestation ? `: “${c.attestation}”` : ''}
        </p>
      ) : null}
      {editable ? (
        <div className="cde-field">
          <label htmlFor={id}>Attestation</label>
          <Input.TextArea id={id} value={text} onChange={(e) => setText(e.target.value)} maxLength={1000} autoSize={{ minRows: 2, maxRows: 5 }} />
          <div className="cde-file-row">
            <Button type="primary" loading={busy} onClick={() => void set('accepted')}>
              Accept diagnosis
            </Button>
            <Button loading={busy} onClick={() => void set('declined')}>
              Decline
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

export function DiagnosisConsiderationList({ answer, onChange }: { answer: DiagnosisConsiderationsAnswer; onChange(next: DiagnosisConsiderationsAnswer): void }) {
  if (!answer.considerations.length) return <p>No diagnosis considerations for this patient.</p>;
  return (
    <>
      {!answer.isAttestationEditable ? <p className="cde-muted">Read only: you may not change attestations for this patient.</p> : null}
      <ul className="pro-cards">
        {answer.considerations.map((c) => (
          <Consideration
            key={c.id}
            c={c}
            editable={answer.isAttestationEditable}
            onChange={(next) => onChange({ ...answer, considerations: answer.considerations.map((x) => (x.id === next.id ? next : x)) })}
          />
        ))}
      </ul>
    </>
  );
}
