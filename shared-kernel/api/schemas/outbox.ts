/** Input schemas of the outbox calls (../outbox.ts), one export per call, named as the call. */
import { z } from 'zod';

export const emails = { query: z.strictObject({ limit: z.coerce.number<number>().int().min(1).max(500).optional() }) };
