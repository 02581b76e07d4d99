/** Input schemas of the voice calls (../voice.ts), one export per call, named as the call. */
import { z } from 'zod';
import { idParams, uuid } from './common';

export const start = {
  // Presence and format are the kernel rule's to judge (validateCall), for SPEC's messages.
  body: z.strictObject({
    patientId: uuid(),
    patientNumber: z.string().max(30).optional(),
    providerNumber: z.string().max(30).optional(),
    providerName: z.string().max(100).optional(),
  }),
};

export const log = { params: idParams };
