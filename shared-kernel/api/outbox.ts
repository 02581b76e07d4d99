/** The demo's e-mail outbox (simulators only): JSON when asked with `Accept: application/json`, else an HTML page. */
import type { Outbox } from '../domain/operations';
import { PUBLIC } from './access';
import { call } from './call';
import type * as S from './schemas/outbox';

export const outboxCalls = {
  /** The local e-mail outbox, newest first (HTML; JSON with `Accept: application/json`) */
  emails: call<typeof S.emails, Outbox>()('GET', '/outbox', PUBLIC),
};
