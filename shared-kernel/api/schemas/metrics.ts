/** Input schemas of the metrics calls (../metrics.ts), one export per call, named as the call. */
import { z } from 'zod';
import { TIME_ZONE_INVALID_MESSAGE, TIME_ZONE_PARAM, isValidTimeZone } from '../../domain/timezones';

/** Days are the caller's (SPEC §4 groups tasks by the user's day); UTC when the caller names none. */
export const orgMetrics = {
  query: z.strictObject({
    [TIME_ZONE_PARAM]: z.string().max(64).refine(isValidTimeZone, TIME_ZONE_INVALID_MESSAGE).default('UTC'),
  }),
};
