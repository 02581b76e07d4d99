/**
 * Import patients from a CSV file (ADD_PATIENT): choose the file (checked for type and size
 * before it is sent), see every wrong cell by row and column and what the import would add and
 * change, confirm, then watch it run. Nothing is written before "Import". The import goes on on
 * the server if the dialog is closed.
 */
import { useEffect, useRef, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Select from 'antd/es/select';
import { formTimeZone, IMPORT_LIST_LIMIT, timeZoneOptions, type ImportChange, type PatientImport } from '@hearth/shared-kernel/domain';
import { useCloseOnLogout } from '@hearth/shared-kernel/react';
import { MAX_IMPORT_BYTES, NEW_PATIENT_LABELS, PATIENT_IMPORT_MESSAGES, REQUIRED_IMPORT_FIELDS, NEW_PATIENT_FIELDS } from '@hearth/shared-kernel/rules';
import { Field } from '@hearth/shared-kernel/console';
import { messagesOf } from '../../components/patientsApi';
import { importApi as defaultApi, type ImportApi } from './importApi';
import './import.css';

export interface ImportPatientsModalProps {
  onClose(): void;
  /** The roster reloads once an import has written its rows. */
  onImported(): void;
  /** Injected in tests. */
  api?: ImportApi;
  /** How often a running import is asked for its progress. */
  pollMs?: number;
}

const ZONES = timeZoneOptions();
const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const REQUIRED = REQUIRED_IMPORT_FIELDS.map((f) => NEW_PATIENT_LABELS[f]).join(', ');
const OPTIONAL = NEW_PATIENT_FIELDS.filter((f) => !(REQUIRED_IMPORT_FIELDS as readonly string[]).includes(f)).map((f) => NEW_PATIENT_LABELS[f]).join(', ');

/** The file's own problem, caught before a byte is sent. */
function fileProblem(file: File): string | null {
  if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return PATIENT_IMPORT_MESSAGES.notCsv;
  if (file.size > MAX_IMPORT_BYTES) return PATIENT_IMPORT_MESSAGES.tooLarge;
  return null;
}

export function ImportPatientsModal({ onClose, onImported, api = defaultApi, pollMs = 500 }: ImportPatientsModalProps) {
  const [timeZone, setTimeZone] = useState(formTimeZone);
  const [uploading, setUploading] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [imp, setImp] = useState<PatientImport | null>(null);
  const [starting, setStarting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  useCloseOnLogout(true, onClose);

  const running = imp?.status === 'queued' || imp?.status === 'running';
  useEffect(() => {
    if (!imp || !running) return;
    const timer = setTimeout(() => {
      api.status(imp.id).then(
        (next) => {
          setImp(next);
          if (next.status === 'done') onImported();
        },
        (error) => setProblem(messagesOf(error).join(' ')),
      );
    }, pollMs);
    return () => clearTimeout(timer);
  }, [imp, running, api, pollMs, onImported]);

  async function chosen(file: File | undefined) {
    if (!file) return;
    setImp(null);
    const wrong = fileProblem(file);
    setProblem(wrong);
    if (wrong) return;
    setUploading(0);
    try {
      setImp(await api.preview(file, timeZone, setUploading));
    } catch (error) {
      setProblem(messagesOf(error).join(' '));
    } finally {
      setUploading(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  async function start() {
    if (!imp) return;
    setStarting(true);
    try {
      setImp(await api.start(imp.id));
    } catch (error) {
      setProblem(messagesOf(error).join(' '));
    } finally {
      setStarting(false);
    }
  }

  const footer =
    imp?.status === 'previewed'
      ? [
          <Button key="again" onClick={() => fileInput.current?.click()}>
            Choose another file
          </Button>,
          <Button key="import" type="primary" loading={starting} disabled={imp.progress.total === 0} onClick={() => void start()}>
            Import {count(imp.progress.total, 'row')}
          </Button>,
        ]
      : [
          <Button key="close" type={imp?.status === 'done' ? 'primary' : 'default'} onClick={onClose}>
            {imp?.status === 'done' ? 'Done' : 'Close'}
          </Button>,
        ];

  return (
    <Modal open title="Import patients" onCancel={onClose} footer={footer} destroyOnHidden width={720}>
      <div className="pro-import">
        {!imp || imp.status === 'previewed' ? (
          <>
            <p>
              Choose a CSV file whose first row names the columns. Required: {REQUIRED}. Optional: {OPTIONAL}. A patient whose
              medical record number is already on the roster is updated; a blank cell keeps what the roster has.
            </p>
            <div className="pro-form__row">
              <Field label="Time zone of rows without one">
                <Select value={timeZone} onChange={setTimeZone} options={ZONES} showSearch={{ optionFilterProp: 'label' }} style={{ width: 260 }} />
              </Field>
              <Field label="CSV file" hint="Up to 5 MB, saved as CSV UTF-8.">
                <input ref={fileInput} type="file" accept=".csv,text/csv" disabled={uploading !== null} onChange={(e) => void chosen(e.target.files?.[0])} />
              </Field>
            </div>
          </>
        ) : null}
        {uploading !== null ? (
          <div role="status">
            <Progress percent={uploading} size="small" />
            {uploading < 100 ? `Uploading… ${uploading}%` : 'Checking every row…'}
          </div>
        ) : null}
        {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}
        {imp ? <ImportReport imp={imp} /> : null}
      </div>
    </Modal>
  );
}

function ImportReport({ imp }: { imp: PatientImport }) {
  const { counts, progress } = imp;
  const skipped = imp.errorRows ? ` ${count(imp.errorRows, 'row')} with errors ${imp.errorRows === 1 ? 'is' : 'are'} not imported.` : '';
  return (
    <section aria-label="Import summary">
      {imp.status === 'previewed' ? (
        <p role="status">
          <strong>{imp.fileName}</strong>: {count(imp.rows, 'row')}. Importing will add {count(counts.create, 'new patient')}, update{' '}
          {count(counts.update, 'patient')} and leave {count(counts.unchanged, 'patient')} unchanged.{skipped}
        </p>
      ) : imp.status === 'done' ? (
        <p role="status">
          Import finished: {count(counts.create, 'patient')} added, {counts.update.toLocaleString('en-US')} updated,{' '}
          {counts.unchanged.toLocaleString('en-US')} unchanged.{skipped}
        </p>
      ) : (
        <div role="status">
          <Progress percent={progress.total ? Math.floor((progress.done / progress.total) * 100) : 0} />
          Importing… {progress.done.toLocaleString('en-US')} of {count(progress.total, 'row')}. You can close this window; the import goes on.
        </div>
      )}
      {imp.status === 'previewed' ? <Columns imp={imp} /> : null}
      {imp.errors.length ? <Problems imp={imp} /> : null}
      {imp.changes.length ? <Changes changes={imp.changes} total={imp.changeCount} done={imp.status === 'done'} /> : null}
    </section>
  );
}

function Columns({ imp }: { imp: PatientImport }) {
  const ignored = imp.columns.filter((c) => !c.field).map((c) => c.header || '(no header)');
  return (
    <p>
      Columns read: {imp.columns.filter((c) => c.field).map((c) => (c.header === c.field ? c.header : `${c.header} → ${c.field}`)).join(' · ')}.
      {ignored.length ? ` Not imported: ${ignored.join(', ')}.` : ''}
    </p>
  );
}

function Problems({ imp }: { imp: PatientImport }) {
  return (
    <>
      <h3 className="pro-import__heading">Rows to correct</h3>
      <div className="pro-import__list">
        <table className="pro-import__table">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Column</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {imp.errors.map((e) => (
              <tr key={`${e.row}-${e.column}`}>
                <td>{e.row}</td>
                <td>{e.column}</td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {imp.errors.length >= IMPORT_LIST_LIMIT ? <p>Showing the first {IMPORT_LIST_LIMIT} problems; correct them and choose the file again to see the rest.</p> : null}
    </>
  );
}

function Changes({ changes, total, done }: { changes: ImportChange[]; total: number; done: boolean }) {
  return (
    <>
      <h3 className="pro-import__heading">{done ? 'Patients updated' : 'Patients this import will update'}</h3>
      <ul className="pro-import__list" aria-label={done ? 'Patients updated' : 'Patients this import will update'}>
        {changes.map((c) => (
          <li key={c.row}>
            Row {c.row}: <strong>{c.name}</strong>, MRN {c.mrn}: {c.fields.join(', ')}
          </li>
        ))}
      </ul>
      {changes.length < total ? <p>And {count(total - changes.length, 'more patient')}.</p> : null}
    </>
  );
}
