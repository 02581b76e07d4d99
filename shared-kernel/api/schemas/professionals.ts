/** Input schemas of the professional calls (../professionals.ts), one export per call, named as the call. */
import { z } from 'zod';
import { none, uuid } from './common';

export const current = { params: z.strictObject({ professionalId: uuid() }) };

export const security = none;

export const careTeam = {
  query: z.strictObject({
    search: z.string().max(100).optional(),
    skip: z.coerce.number<number>().int().min(0).default(0),
    take: z.coerce.number<number>().int().min(1).max(200).default(20),
  }),
};
