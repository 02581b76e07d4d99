/** The app configuration (feature flags) every signed-in user syncs (SPEC §7). */
import type { AppConfig } from '../domain/entities';
import { AUTHENTICATED } from './access';
import { call } from './call';
import type * as S from './schemas/flags';

export const flagCalls = {
  /** `AppConfig` `{ flags, bypassUserList }` */
  appConfig: call<typeof S.appConfig, AppConfig>()('GET', '/feature-flags', AUTHENTICATED),
};
