/** The client logger's sink (SPEC §7, production clients only). */
import { AUTHENTICATED } from './access';
import { call } from './call';
import type * as S from './schemas/logs';

export const logCalls = {
  /** Answers 204, nothing. */
  log: call<typeof S.log, void>()('POST', '/log/:level', AUTHENTICATED),
};
