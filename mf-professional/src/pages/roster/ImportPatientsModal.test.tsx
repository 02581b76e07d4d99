import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PatientImport } from '@hearth/shared-kernel/domain';
import { HttpError } from '@hearth/shared-kernel/http';
import { DOB_INVALID_MESSAGE, MAX_IMPORT_BYTES, PATIENT_IMPORT_MESSAGES } from '@hearth/shared-kernel/rules';
import type { ImportApi } from './importApi';
import { ImportPatientsModal } from './ImportPatientsModal';

jest.setTimeout(20_000);

const preview: PatientImport = {
  id: 'imp-1',
  fileName: 'clinic.csv',
  status: 'previewed',
  rows: 3,
  errorRows: 1,
  errors: [{ row: 4, column: 'DOB', message: DOB_INVALID_MESSAGE }],
  columns: [
    { header: 'MRN', field: 'Medical record number (MRN)' },
    { header: 'First name', field: 'First name' },
    { header: 'Last name', field: 'Last name' },
    { header: 'DOB', field: 'Date of birth' },
    { header: 'Notes', field: null },
  ],
  counts: { create: 1, update: 1, unchanged: 0 },
  progress: { done: 0, total: 2 },
  changes: [{ row: 2, mrn: 'R-1', name: 'Quimby, Rosalind', fields: ['E-mail'] }],
  changeCount: 1,
};

function fakeApi(): jest.Mocked<ImportApi> {
  return {
    preview: jest.fn(async (_file, _zone, onProgress) => {
      onProgress(40);
      onProgress(100);
      return preview;
    }),
    start: jest.fn(async (_id: string): Promise<PatientImport> => ({ ...preview, status: 'queued', counts: { create: 0, update: 0, unchanged: 0 } })),
    status: jest
      .fn()
      .mockResolvedValueOnce({ ...preview, status: 'running', progress: { done: 1, total: 2 }, counts: { create: 1, update: 0, unchanged: 0 } })
      .mockResolvedValue({ ...preview, status: 'done', progress: { done: 2, total: 2 } }),
  };
}

const csv = (name = 'clinic.csv', size = 10) => new File(['x'.repeat(size)], name, { type: name.endsWith('.csv') ? 'text/csv' : 'application/pdf' });
const choose = (file: File) => fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });

it('previews the file with every wrong cell and the changes, writes only on Import, then shows progress and the outcome', async () => {
  const api = fakeApi();
  const onImported = jest.fn();
  render(<ImportPatientsModal onClose={jest.fn()} onImported={onImported} api={api} pollMs={5} />);
  const dialog = await screen.findByRole('dialog', { name: 'Import patients' });
  choose(csv());
  expect(await within(dialog).findByText(/Importing will add 1 new patient, update 1 patient and leave 0 patients unchanged\. 1 row with errors is not imported\./)).toBeInTheDocument();
  expect(api.preview).toHaveBeenCalledWith(expect.any(File), expect.any(String), expect.any(Function));
  const problems = within(dialog).getByRole('table');
  expect(within(problems).getByRole('row', { name: `4 DOB ${DOB_INVALID_MESSAGE}` })).toBeInTheDocument();
  expect(within(dialog).getByText(/DOB → Date of birth/)).toBeInTheDocument();
  expect(within(dialog).getByText(/Not imported: Notes/)).toBeInTheDocument();
  expect(within(dialog).getByRole('list', { name: 'Patients this import will update' })).toHaveTextContent('Row 2: Quimby, Rosalind, MRN R-1: E-mail');
  expect(api.start).not.toHaveBeenCalled();

  fireEvent.click(within(dialog).getByRole('button', { name: 'Import 2 rows' }));
  await waitFor(() => expect(api.start).toHaveBeenCalledWith('imp-1'));
  expect(await within(dialog).findByText(/Importing… 1 of 2 rows/)).toBeInTheDocument();
  expect(await within(dialog).findByText(/Import finished: 1 patient added, 1 updated, 0 unchanged\. 1 row with errors is not imported\./)).toBeInTheDocument();
  expect(onImported).toHaveBeenCalledTimes(1);
  expect(within(dialog).getByRole('list', { name: 'Patients updated' })).toBeInTheDocument();
});

it('refuses a file that is not CSV, or larger than 5 MB, before sending it', async () => {
  const api = fakeApi();
  render(<ImportPatientsModal onClose={jest.fn()} onImported={jest.fn()} api={api} />);
  choose(csv('scan.pdf'));
  expect(await screen.findByRole('alert')).toHaveTextContent(PATIENT_IMPORT_MESSAGES.notCsv);
  const big = csv();
  Object.defineProperty(big, 'size', { value: MAX_IMPORT_BYTES + 1 });
  choose(big);
  expect(await screen.findByRole('alert')).toHaveTextContent(PATIENT_IMPORT_MESSAGES.tooLarge);
  expect(api.preview).not.toHaveBeenCalled();
});

it("shows the server's refusal of a file and keeps the dialog open for another", async () => {
  const api = fakeApi();
  api.preview.mockRejectedValueOnce(new HttpError(400, PATIENT_IMPORT_MESSAGES.encoding, { body: { messages: [PATIENT_IMPORT_MESSAGES.encoding] } }));
  render(<ImportPatientsModal onClose={jest.fn()} onImported={jest.fn()} api={api} />);
  await act(async () => choose(csv()));
  expect(await screen.findByRole('alert')).toHaveTextContent(PATIENT_IMPORT_MESSAGES.encoding);
  expect(screen.getByLabelText('CSV file')).toBeEnabled();
});
