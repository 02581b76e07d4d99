/** Liveness (the process answers) and readiness (database reachable, migrations applied). */
import type { Liveness, Readiness } from '../domain/operations';
import { PUBLIC } from './access';
import { call } from './call';
import type * as S from './schemas/health';

export const healthCalls = {
  /** `{ status: 'ok' }` */
  health: call<typeof S.health, Liveness>()('GET', '/health', PUBLIC),
  /** 503 with a message when the database is unreachable or not migrated. */
  ready: call<typeof S.ready, Readiness>()('GET', '/ready', PUBLIC),
};
