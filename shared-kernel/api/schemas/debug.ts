/** Input schemas of the debug calls (../debug.ts), one export per call, named as the call. */
import { z } from 'zod';

export const ping = { body: z.strictObject({ message: z.string().max(200).optional() }).nullish() };
