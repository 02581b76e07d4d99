/**
 * Who of a practice receives which types (task or event types): one row per professional, one
 * checkbox per type, saved together. Shared by the task and notification assignment pages.
 */
import { useState } from 'react';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Table from 'antd/es/table';
import { showToast } from '@hearth/shared-kernel/bus';
import { NOTIFICATION_TYPE_LABELS, type AssignmentRow, type Assignments } from '@hearth/shared-kernel/domain';
import { adminScreen } from './AdminScreen';

const label = (type: string) => NOTIFICATION_TYPE_LABELS[type as keyof typeof NOTIFICATION_TYPE_LABELS] ?? type;

interface AssignmentsEditorProps {
  initial: Assignments;
  caption: string;
  save: (rows: { professionalId: string; types: string[] }[]) => Promise<Assignments>;
}

function AssignmentsEditor({ initial, caption, save }: AssignmentsEditorProps) {
  const [rows, setRows] = useState<AssignmentRow[]>(initial.rows);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = (professionalId: string, type: string, on: boolean) =>
    setRows((all) => all.map((r) => (r.professionalId !== professionalId ? r : { ...r, types: on ? [...r.types, type] : r.types.filter((t) => t !== type) })));

  async function submit() {
    setSaving(true);
    setError(null);
    try {
      const saved = await save(rows.map((r) => ({ professionalId: r.professionalId, types: r.types })));
      setRows(saved.rows);
      showToast({ header: 'Assignments saved', message: caption, tone: 'success' });
    } catch {
      setError('Could not save the assignments. Please try again later.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Table<AssignmentRow>
        rowKey="professionalId"
        dataSource={rows}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: 'This practice has no professionals yet.' }}
        columns={[
          { title: 'Professional', dataIndex: 'name', fixed: 'left', render: (name: string, r) => <span>{name}<br /><small>{r.role}</small></span> },
          ...initial.types.map((type) => ({
            title: label(type),
            key: type,
            render: (_: unknown, r: AssignmentRow) => (
              <Checkbox aria-label={`${label(type)} for ${r.name}`} checked={r.types.includes(type)} onChange={(e) => toggle(r.professionalId, type, e.target.checked)} />
            ),
          })),
        ]}
      />
      {error ? <p role="alert" className="hc-field__error">{error}</p> : null}
      <div className="adm-actions">
        <Button type="primary" onClick={submit} loading={saving}>
          Save assignments
        </Button>
      </div>
    </>
  );
}

type Save = AssignmentsEditorProps['save'];

/** A practice's assignments screen: its intro, then the editor over what `load` read for the practice in the URL. */
export function assignmentsScreen(texts: { intro: string; failure: string; caption: string }, load: (orgId: string) => Promise<Assignments>, save: (orgId: string, rows: Parameters<Save>[0]) => Promise<Assignments>) {
  return adminScreen('practice', texts, load, (data, { id }) => <AssignmentsEditor initial={data} caption={texts.caption} save={(rows) => save(id, rows)} />);
}
