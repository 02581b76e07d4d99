/** Input schemas of the audit calls (../audit.ts), one export per call, named as the call. */
import { z } from 'zod';

export const trail = {
  query: z.strictObject({
    limit: z.coerce.number<number>().int().min(1).max(500).default(100),
    /** Rows older than this id (paging). */
    before: z.string().regex(/^\d{1,18}$/).optional(),
  }),
};
