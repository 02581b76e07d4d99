/** Patients imported from a CSV file (ADD_PATIENT): a preview first, then a job whose progress the import tells. */
import type { PatientImport } from '../domain/patientImports';
import { inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/patientImports';

export const patientImportCalls = {
  /** A CSV file as multipart (one file part; browsers send it with upload progress): every row checked, nothing written. */
  preview: call<typeof S.preview, PatientImport>()('POST', '/patients/imports', inOrg('ADD_PATIENT')),
  /** Writes a previewed import's good rows, as a job; 409 once started. */
  start: call<typeof S.start, PatientImport>()('POST', '/patients/imports/:id/start', inOrg('ADD_PATIENT')),
  /** An import's preview, progress or outcome. */
  status: call<typeof S.status, PatientImport>()('GET', '/patients/imports/:id', inOrg('ADD_PATIENT')),
};
