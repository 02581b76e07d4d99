/** Input schemas of the sign-in calls (../auth.ts), one export per call. Strict: unknown fields are refused with 400. */
import { z } from 'zod';

export const login = {
  body: z.strictObject({
    username: z.string().trim().min(1).max(200),
    password: z.string().min(1).max(200),
  }),
};

/** The refresh token travels in `Authorization: Refresh …`; the form body may name the grant. */
export const refresh = { body: z.strictObject({ grant_type: z.literal('refresh_token').optional() }).nullish() };

export const logout = { body: z.strictObject({ refresh_token: z.string().min(1).max(200).optional() }).nullish() };

export const forgot = { body: z.strictObject({ username: z.string().trim().min(1).max(200) }) };

/** The password's length is checked by the route, to answer SPEC's message rather than a schema's. */
export const reset = {
  body: z.strictObject({
    token: z.string().min(1).max(200),
    password: z.string().max(200),
  }),
};
