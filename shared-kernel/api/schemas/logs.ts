/** Input schemas of the log calls (../logs.ts), one export per call, named as the call. */
import { z } from 'zod';
import { LOG_LEVELS } from '../../domain/operations';

export const log = {
  params: z.strictObject({ level: z.enum(LOG_LEVELS) }),
  // The kernel logger's `{ message, context?, at? }`, or a batch `{ messages }`.
  body: z.union([
    z.strictObject({ messages: z.array(z.string().max(4000)).min(1).max(50) }),
    z.strictObject({ message: z.string().max(4000), context: z.unknown().optional(), at: z.string().max(40).optional() }),
  ]),
};
