/** Input schemas of the conversation calls (../conversations.ts), one export per call, named as the call. */
import { z } from 'zod';
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_SIZE } from '../../domain/constants';
import { CONVERSATION_SORT_KEYS } from '../../domain/conversations';
import { cursor, flag, idParams, none, uuid } from './common';

/** Comma-separated organisation ids (each one the caller's, checked by the route). */
const orgIdList = () => z.string().max(2000);

export const list = {
  query: z.strictObject({
    filterByOrgIds: orgIdList().optional(),
    searchValue: z.string().max(100).optional(),
    communicationType: z.enum(['direct', 'conversation', 'system']).optional(),
    status: z.enum(['active', 'closed']).default('active'),
    patientId: uuid().optional(),
    skip: z.coerce.number<number>().int().min(0).default(0),
    take: z.coerce.number<number>().int().min(1).max(100).default(CONVERSATIONS_PAGE_SIZE),
    sortKey: z.enum(CONVERSATION_SORT_KEYS).default('created_at'),
    sortDirection: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('DESC').transform((d) => d.toUpperCase() as 'ASC' | 'DESC'),
    needsResponse: flag().optional(),
    /** Keyset paging, as the roster's. */
    after: cursor().optional(),
    before: cursor().optional(),
  }),
};

export const messages = {
  query: z.strictObject({
    filterByOrgIds: orgIdList().optional(),
    searchValue: z.string().max(100).optional(),
    conversationId: uuid().optional(),
    patientId: uuid().optional(),
    skip: z.coerce.number<number>().int().min(0).default(0),
    take: z.coerce.number<number>().int().min(1).max(100).default(MESSAGES_PAGE_SIZE),
    /** Every message after this seq, oldest first (the catch-up). */
    after: z.coerce.number<number>().int().min(0).optional(),
  }),
};

export const send = {
  body: z.strictObject({
    clientId: z.string().min(8).max(100),
    patientId: uuid(),
    conversationId: uuid().nullish(),
    // Presence and emptiness are judged by the kernel's rule, for its exact message.
    body: z.string().max(1600).optional(),
    channel: z.enum(['sms', 'chat']),
    urgency: z.enum(['normal', 'urgent']).default('normal'),
    subject: z.string().max(200).nullish(),
  }),
};

export const end = { params: idParams };
export const unread = none;
export const retry = { params: idParams };
export const markRead = { params: idParams, body: z.strictObject({ upToSeq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }) };
export const close = { params: idParams };
