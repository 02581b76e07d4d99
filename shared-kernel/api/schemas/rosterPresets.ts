/** Input schemas of the roster preset calls (../rosterPresets.ts), one export per call, named as the call. */
import { z } from 'zod';
import { ROSTER_PRESETS, type RosterPresetKey } from '../../domain/patients';
import { none } from './common';

export const save = {
  body: z.strictObject({
    presetRosterKey: z.enum(Object.keys(ROSTER_PRESETS) as [RosterPresetKey, ...RosterPresetKey[]]),
  }),
};

export const saved = none;
