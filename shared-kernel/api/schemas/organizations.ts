/** Input schemas of the organisation calls (../organizations.ts), one export per call, named as the call. */
import { z } from 'zod';
import { uuid } from './common';

const orgParams = z.strictObject({ orgId: uuid() });

export const details = { params: orgParams };
export const logo = { params: orgParams, query: z.strictObject({ v: z.string().regex(/^[0-9a-f]{1,64}$/).optional() }) };
