/**
 * A category's supporting files: each row a date of service (MM/DD/YYYY) and, optionally, a file
 * chosen with antd's Upload (a labelled button, keyboard operable) and sent with a progress bar. The file is checked against the form's types and the 20 MB limit
 * before it is sent; the server checks it again by its content.
 */
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Progress from 'antd/es/progress';
import Upload from 'antd/es/upload';
import { HttpError } from '@hearth/shared-kernel/http';
import { showToast } from '@hearth/shared-kernel/bus';
import type { CdeSupportingFiles } from '@hearth/shared-kernel/domain';
import { can } from '@hearth/shared-kernel/permissions';
import { useSession } from '@hearth/shared-kernel/react';
import { validateAttachmentFile } from '@hearth/shared-kernel/rules';
import { cdeApi, uploadAttachment } from './cdeApi';
import { newFileRow, type FileRow } from './cdeFormState';
import { downloadAttachment } from './useDownload';
import { formatCalendarDate } from '@hearth/shared-kernel/domain';

export interface CdeAttachmentRowsProps {
  idPrefix: string;
  label: string;
  files: FileRow[];
  spec: CdeSupportingFiles;
  target: { formId: string; category: string };
  onChange(update: (files: FileRow[]) => FileRow[]): void;
}

export function CdeAttachmentRows({ idPrefix, label, files, spec, target, onChange }: CdeAttachmentRowsProps) {
  const { permissions } = useSession();
  const canDelete = can(permissions, 'ADD_CDE_REQUEST');
  const patch = (key: string, change: Partial<FileRow>) => onChange((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  async function choose(row: FileRow, file: File | undefined) {
    if (!file) return;
    const problems = validateAttachmentFile(file, spec.allowedFileTypes);
    if (problems.length) {
      showToast({ header: 'Failed to upload file', message: problems.join(' '), tone: 'error' });
      return;
    }
    patch(row.key, { progress: 0 });
    try {
      const answer = await uploadAttachment(file, target, (percent) => patch(row.key, { progress: percent }));
      if (answer.totalFailed > 0) {
        patch(row.key, { progress: null });
        showToast({ header: 'Error', message: 'There was an issue attaching the file. Please try again.', tone: 'error' });
        return;
      }
      patch(row.key, { progress: null, url: answer.url, filename: answer.filename });
    } catch (error) {
      patch(row.key, { progress: null });
      if (error instanceof HttpError) showToast({ header: 'Failed to upload file', message: error.message, tone: 'error' });
      else showToast({ header: 'Error', message: 'Failed to attach a file', tone: 'error' });
    }
  }

  async function remove(row: FileRow) {
    if (row.url) {
      try {
        await cdeApi.removeAttachment(row.url);
      } catch {
        showToast({ header: 'Error', message: 'There was an issue attaching the file. Please try again.', tone: 'error' });
        return;
      }
    }
    onChange((rows) => (rows.length > 1 ? rows.filter((r) => r.key !== row.key) : [newFileRow()]));
  }

  const accept = spec.allowedFileTypes.map((t) => (t.includes('/') ? t : `.${t.replace(/^\./, '')}`)).join(',');
  return (
    <fieldset className="cde-files-edit">
      <legend>
        Supporting files for {label}
        {spec.required ? ' (a file is required)' : ''}
      </legend>
      {files.map((row, i) => {
        const dateId = `${idPrefix}-dos-${row.key}`;
        const fileId = `${idPrefix}-file-${row.key}`;
        return (
          <div key={row.key} className="cde-file-row">
            <label htmlFor={dateId}>Date of service {files.length > 1 ? i + 1 : ''}</label>
            <Input
              id={dateId}
              placeholder="MM/DD/YYYY"
              inputMode="numeric"
              maxLength={10}
              value={row.dateOfService}
              onChange={(e) => patch(row.key, { dateOfService: e.target.value })}
              style={{ width: 130 }}
            />
            {row.url ? (
              <Button type="link" size="small" onClick={() => void downloadAttachment(row.url)}>
                {row.filename}
              </Button>
            ) : (
              <>
                <label htmlFor={fileId} className="cde-file-label">
                  File {files.length > 1 ? i + 1 : ''}
                </label>
                {/* The upload call is ours (progress, SPEC's toasts); Upload only picks the file. */}
                <Upload accept={accept} showUploadList={false} disabled={row.progress !== null} customRequest={({ file }) => void choose(row, file as File)}>
                  <Button id={fileId} size="small" disabled={row.progress !== null}>
                    Choose file
                  </Button>
                </Upload>
              </>
            )}
            {row.progress !== null ? <Progress percent={row.progress} size="small" aria-label={`Uploading ${row.progress}%`} style={{ width: 160 }} /> : null}
            {canDelete || !row.url ? (
              <Button size="small" onClick={() => void remove(row)} aria-label={`Remove date of service ${i + 1}`}>
                Remove
              </Button>
            ) : null}
          </div>
        );
      })}
      <Button size="small" onClick={() => onChange((rows) => [...rows, newFileRow()])}>
        Add another date of service
      </Button>
      {spec.minDate || spec.maxDate ? (
        <p className="cde-muted">
          Dates from {spec.minDate ? formatCalendarDate(spec.minDate) : 'any date'} to {spec.maxDate ? formatCalendarDate(spec.maxDate) : 'any date'}.
        </p>
      ) : null}
    </fieldset>
  );
}
