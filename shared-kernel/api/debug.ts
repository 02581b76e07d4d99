/** The debugger's calls: a ping published to the caller's own live subscription, proving the socket end to end. */
import type { DebugPing } from '../domain/operations';
import { inAnyOrg } from './access';
import { call } from './call';
import type * as S from './schemas/debug';

export const debugCalls = {
  /** Answers 202 with the live message it published. */
  ping: call<typeof S.ping, DebugPing>()('POST', '/debug/ping', inAnyOrg('ACCESS_DEBUGGER')),
};
