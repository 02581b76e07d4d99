/** Input schemas of the invitation calls (../invitations.ts), one export per call, named as the call. */
import { z } from 'zod';
import { uuid } from './common';

export const invite = { body: z.strictObject({ patientId: uuid() }) };
