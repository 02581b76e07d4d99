/**
 * Roster presets (SPEC §7 UserConfig/cachePresetRoster): the preset a professional last chose, per
 * organisation, so the roster opens on it again.
 */
import type { FastifyInstance } from 'fastify';
import { rosterPresetCalls } from '@hearth/shared-kernel/api';
import { rosterPresetSchemas } from '@hearth/shared-kernel/api/schemas';
import type { RosterPresetConfig, RosterPresetKey } from '@hearth/shared-kernel/domain';
import type { Db } from '../../platform/db/types';
import { serve, type CallRequest } from '../../platform/http/serve';

type Calls = typeof rosterPresetCalls;

export function registerRosterPresetRoutes(app: FastifyInstance, db: Db): void {
  async function save(request: CallRequest<Calls['save']>): Promise<RosterPresetConfig> {
    const { presetRosterKey } = request.body;
    await db.query(
      `insert into roster_presets (professional_id, org_id, preset_key) values ($1, $2, $3)
       on conflict (professional_id, org_id) do update set preset_key = excluded.preset_key, updated_at = now()`,
      [request.auth!.professionalId, request.org!.orgId, presetRosterKey],
    );
    return { presetRosterKey };
  }

  async function saved(request: CallRequest<Calls['saved']>): Promise<RosterPresetConfig> {
    const { rows } = await db.query<{ preset_key: RosterPresetKey }>(
      'select preset_key from roster_presets where professional_id = $1 and org_id = $2',
      [request.auth!.professionalId, request.org!.orgId],
    );
    return { presetRosterKey: rows[0]?.preset_key ?? null };
  }

  serve(app, rosterPresetCalls, rosterPresetSchemas, { save, saved });
}
