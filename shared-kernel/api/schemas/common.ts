/** Schema parts many calls share. Server-side at run time; browsers import their types only. */
import { z } from 'zod';
import { UUID_PATTERN } from '../../rules/uuid';

/** The one id schema: a canonical UUID, checked before it can reach a query. */
export const uuid = () => z.string().regex(UUID_PATTERN, 'expected an id (a UUID)');
export const idParams = z.strictObject({ id: uuid() });
/** A query-string flag: 'true' or 'false' on the wire, a boolean to the handler. */
export const flag = () => z.enum(['true', 'false']).transform((v) => v === 'true');
export const text = (max: number) => z.string().max(max);
/** A call that takes no input. */
export const none = {};
/** A keyset cursor from a page's `next` or `prev` (opaque to the browser, checked by the server). */
export const cursor = () => z.string().max(512).regex(/^[A-Za-z0-9_-]+$/, 'expected a page cursor');

/** Offset paging of a list: `skip` rows, then a page of `take` (20 unless said, at most `max`). */
export const paging = (take = 20, max = 200) => ({
  skip: z.coerce.number<number>().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number<number>().int().min(1).max(max).default(take),
});
