/** Input schemas of the organisation calls (../organizations.ts), one export per call, named as the call. */
import { z } from 'zod';
import { uuid } from './common';

export const details = { params: z.strictObject({ orgId: uuid() }) };
