import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus } from '@hearth/shared-kernel/bus';
import { cdeCalls } from '@hearth/shared-kernel/api';
import { http, HttpError } from '@hearth/shared-kernel/http';
import { PERMISSIONS as P } from '@hearth/shared-kernel/permissions';
import type { CdeAttachmentUpload } from '@hearth/shared-kernel/domain';
import { logInWith, resetSession } from '../../testing/session';
import { CdeAttachmentRows } from './CdeAttachmentRows';
import { newFileRow, type FileRow } from './cdeFormState';

function Rows() {
  const [files, setFiles] = useState<FileRow[]>([newFileRow()]);
  return (
    <CdeAttachmentRows
      idPrefix="t"
      label="Blood pressure"
      files={files}
      spec={{ required: false, allowedFileTypes: ['pdf'] }}
      target={{ formId: 'cbp-236', category: 'bp' }}
      onChange={(update) => setFiles(update)}
    />
  );
}

const toasts: string[] = [];
let sub: { unsubscribe(): void };
beforeEach(() => {
  resetSession();
  logInWith([P.VIEW_PATIENT, P.ADD_CDE_REQUEST]);
  jest.restoreAllMocks();
  toasts.length = 0;
  sub = bus.toast$.subscribe((t) => toasts.push(`${t.header}|${t.message}`));
});
afterEach(() => sub.unsubscribe());

const pdf = () => new File(['%PDF-1.7'], 'retinal-exam.pdf', { type: 'application/pdf' });
const choose = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
};

describe('supporting file rows', () => {
  test("the file is chosen with a labelled, focusable button (antd's Upload), not a bare file input", () => {
    render(<Rows />);
    const button = screen.getByLabelText('File');
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveTextContent('Choose file');
    button.focus();
    expect(button).toHaveFocus();
    expect(button.closest('.ant-upload')).not.toBeNull();
    expect(document.querySelector('input[type="file"]')).toHaveAttribute('accept', '.pdf');
  });

  test('uploads through the kernel call with a visible progress bar, then shows the file', async () => {
    let progress: (percent: number) => void = () => undefined;
    let answer: (a: CdeAttachmentUpload) => void = () => undefined;
    const upload = jest.spyOn(http, 'upload').mockImplementation((_call, _target, _file, onProgress) => {
      progress = onProgress;
      return new Promise((resolve) => (answer = resolve as (a: CdeAttachmentUpload) => void));
    });
    render(<Rows />);
    choose(pdf());
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect(upload.mock.calls[0][0]).toBe(cdeCalls.upload);
    expect(upload.mock.calls[0][1]).toEqual({ query: { formId: 'cbp-236', category: 'bp' } });
    expect((upload.mock.calls[0][2] as File).name).toBe('retinal-exam.pdf');
    act(() => progress(40));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await act(async () => answer({ url: '/cde/attachment/a1', filename: 'retinal-exam.pdf', totalFailed: 0, failureMessages: [] }));
    expect(screen.getByRole('button', { name: 'retinal-exam.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  test("SPEC's upload error toasts: a refused type before sending, the server's refusal after", async () => {
    const upload = jest.spyOn(http, 'upload').mockRejectedValue(new HttpError(400, 'The file is not a PDF'));
    render(<Rows />);
    choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(toasts.some((t) => t.startsWith('Failed to upload file|'))).toBe(true));
    expect(upload).not.toHaveBeenCalled();
    choose(pdf());
    await waitFor(() => expect(toasts).toContain('Failed to upload file|The file is not a PDF'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByLabelText('File')).toBeEnabled();
  });
});
