/** Input schemas of the secure-chat calls (../secureChat.ts), one export per call, named as the call. */
import { z } from 'zod';
import { CATCH_UP_BATCH } from '../../conversations/thread';
import { LANGUAGES } from '../../i18n/language';
import { uuid } from './common';

const seq = () => z.coerce.number<number>().int().min(0).max(Number.MAX_SAFE_INTEGER);

// Presence and form of the date of birth are judged by the service, for SPEC's messages.
export const login = { body: z.strictObject({ link: z.string().max(200).optional(), dob: z.string().max(40).optional() }) };
export const sendLink = { body: z.strictObject({ patientId: uuid() }) };
export const messages = {
  query: z.strictObject({
    before: seq().optional(),
    after: seq().optional(),
    take: z.coerce.number<number>().int().min(1).max(CATCH_UP_BATCH).optional(),
  }),
};
export const send = { body: z.strictObject({ clientId: z.string().min(1).max(100), body: z.string().max(2000) }) };
export const markRead = { body: z.strictObject({ upToSeq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }) };
export const language = { body: z.strictObject({ language: z.enum(LANGUAGES) }) };
