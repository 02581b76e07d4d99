/** The patient import's calls; loaded with the import dialog only, so the roster stays light. */
import { patientImportCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';
import type { PatientImport } from '@hearth/shared-kernel/domain';

export interface ImportApi {
  /** Uploads the CSV file (with progress) and answers the preview; nothing is written. */
  preview(file: File, timeZone: string, onProgress: (percent: number) => void): Promise<PatientImport>;
  start(id: string): Promise<PatientImport>;
  status(id: string): Promise<PatientImport>;
}

// 'caller': a refusal is shown in the dialog; it must not log the professional out.
export const importApi: ImportApi = {
  preview: (file, timeZone, onProgress) => http.upload(patientImportCalls.preview, { query: { timeZone } }, file, onProgress),
  start: (id) => http.call(patientImportCalls.start, { params: { id } }, { errorPolicy: 'caller' }),
  status: (id) => http.call(patientImportCalls.status, { params: { id } }, { errorPolicy: 'caller' }),
};
