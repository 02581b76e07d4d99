/** Voice calls: connect a provider to a patient, and the calls logged on a patient. */
import type { CallLogEntry } from '../domain/calls';
import { inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/voice';

export const voiceCalls = {
  /** Takes `NewCallRequest`. 201 `CallLogEntry`; 400 with SPEC's call messages */
  start: call<typeof S.start, CallLogEntry>()('POST', '/voice/calls', inOrg('INITIATE_VOICECALL')),
  /** `CallLogEntry[]`, newest first */
  log: call<typeof S.log, CallLogEntry[]>()('GET', '/patients/:id/calls', inOrg('VIEW_PATIENT')),
};
