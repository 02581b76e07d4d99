/** Input schemas of the medical history calls (../medicalHistory.ts), one export per call, named as the call. */
import { idParams } from './common';

export const measures = { params: idParams };
export const documents = { params: idParams };
