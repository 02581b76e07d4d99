/** Input schemas of the broadcast calls (../broadcasts.ts), one export per call, named as the call. */
import { z } from 'zod';
import { BROADCAST_MAX_LENGTH } from '../../domain/broadcasts';
import { PROGRAM_ENROLLMENT_STATUSES } from '../../domain/entities';
import { idParams, uuid } from './common';
import { programKey } from './programs';

export const audience = z.strictObject({
  programId: programKey().optional(),
  programStatuses: z.array(z.enum(PROGRAM_ENROLLMENT_STATUSES)).max(7).optional(),
  careTeamMemberId: uuid().optional(),
  onMyCareTeam: z.boolean().optional(),
});

export const BROADCAST_BODY_REQUIRED = 'Enter the message to send';
export const BROADCAST_BODY_TOO_LONG = `The message can be at most ${BROADCAST_MAX_LENGTH} characters`;

export const countAudience = { body: z.strictObject({ audience }) };
const message = () => z.string().trim().min(1, BROADCAST_BODY_REQUIRED).max(BROADCAST_MAX_LENGTH, BROADCAST_BODY_TOO_LONG);
export const send = {
  body: z.strictObject({
    audience,
    body: message(),
    /** The Spanish text, for Spanish-preferring recipients; left out, everyone gets `body`. */
    bodyEs: message().optional(),
  }),
};
export const progress = { params: idParams };
export const history = {
  query: z.strictObject({
    skip: z.coerce.number<number>().int().min(0).max(1_000_000).default(0),
    take: z.coerce.number<number>().int().min(1).max(100).default(20),
    /** Words of the message or the author's name. */
    search: z.string().trim().max(100).optional(),
  }),
};
