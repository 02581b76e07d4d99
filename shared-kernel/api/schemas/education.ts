/** Input schemas of the education calls (../education.ts), one export per call, named as the call. */
import { z } from 'zod';
import { idParams, uuid } from './common';

/** Not a UUID answers 404 like an unknown article, so the id is only bounded here. */
export const article = { params: z.strictObject({ id: z.string().max(100) }) };
export const sentArticle = { params: z.strictObject({ toId: z.string().max(100), fromId: z.string().max(100) }) };
export const previews = { query: z.strictObject({ search: z.string().max(200).optional() }) };
export const send = { params: idParams, body: z.strictObject({ patientId: uuid() }) };
