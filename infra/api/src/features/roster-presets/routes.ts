/**
 * Roster presets (SPEC §7 UserConfig/cachePresetRoster): the preset a professional last chose, per
 * organisation, so the roster opens on it again.
 */
import type { FastifyInstance } from 'fastify';
import { rosterPresetCalls } from '@hearth/shared-kernel/api';
import { rosterPresetSchemas } from '@hearth/shared-kernel/api/schemas';
import type { RosterPresetConfig } from '@hearth/shared-kernel/domain';
import type { Db } from '../../platform/db/types';
import { serve, type CallRequest } from '../../platform/http/serve';
import { savedRosterPreset, saveRosterPreset } from './queries';

type Calls = typeof rosterPresetCalls;

export function registerRosterPresetRoutes(app: FastifyInstance, db: Db): void {
  async function save(request: CallRequest<Calls['save']>): Promise<RosterPresetConfig> {
    const { presetRosterKey } = request.body;
    await saveRosterPreset(db, request.auth.professionalId, request.org.orgId, presetRosterKey);
    return { presetRosterKey };
  }

  async function saved(request: CallRequest<Calls['saved']>): Promise<RosterPresetConfig> {
    return { presetRosterKey: await savedRosterPreset(db, request.auth.professionalId, request.org.orgId) };
  }

  serve(app, rosterPresetCalls, rosterPresetSchemas, { save, saved });
}
