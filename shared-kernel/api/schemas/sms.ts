/** Input schemas of the SMS calls (../sms.ts): the provider's webhook and the simulator. */
import { z } from 'zod';
import { PROVIDER_STATUSES } from '../../domain/conversations';
import { none } from './common';

export const inbound = { body: z.strictObject({ from: z.string().min(1).max(30), body: z.string().min(1).max(1600) }) };
export const simulatorPhones = {
  query: z.strictObject({
    phone: z.string().max(30).optional(),
    limit: z.coerce.number<number>().int().min(1).max(500).default(100),
  }),
};
export const simulator = none;
export const simulatorReply = { body: z.strictObject({ phone: z.string().min(1).max(30), body: z.string().max(1600) }) };
export const status = { body: z.strictObject({ providerId: z.string().min(1).max(100), status: z.enum(PROVIDER_STATUSES) }) };
export const simulatorReachable = { body: z.strictObject({ phone: z.string().min(1).max(30), reachable: z.enum(['yes', 'no']) }) };
