/** Input schemas of the patient-import calls (../patientImports.ts), one export per call. */
import { z } from 'zod';
import { idParams, text } from './common';

/** The file comes as multipart; a row without a time zone takes this one. */
export const preview = { query: z.strictObject({ timeZone: text(64) }) };
export const start = { params: idParams };
export const status = { params: idParams };
