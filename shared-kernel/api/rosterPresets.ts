/** Calls about the roster preset a professional last chose in an organisation (SPEC §7 UserConfig/cachePresetRoster). */
import type { RosterPresetConfig } from '../domain/patients';
import { inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/rosterPresets';

export const rosterPresetCalls = {
  /** Takes `{ presetRosterKey }`. `RosterPresetConfig` (per professional and organisation) */
  save: call<typeof S.save, RosterPresetConfig>()('POST', '/UserConfig/cachePresetRoster', inOrg('VIEW_PATIENT')),
  /** `RosterPresetConfig` (`null` key when none saved) */
  saved: call<typeof S.saved, RosterPresetConfig>()('GET', '/UserConfig/cachePresetRoster', inOrg('VIEW_PATIENT')),
};
