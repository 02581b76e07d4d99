/**
 * Roster presets (SPEC §7 UserConfig/cachePresetRoster): the preset a professional last chose, per
 * organisation, so the roster opens on it again.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ROSTER_PRESETS, type RosterPresetConfig, type RosterPresetKey } from '@hearth/shared-kernel/domain';
import type { Db } from '../db/types';

const body = z.strictObject({
  presetRosterKey: z.enum(Object.keys(ROSTER_PRESETS) as [RosterPresetKey, ...RosterPresetKey[]]),
});

const access = { permissions: ['VIEW_PATIENT' as const], orgScoped: true };

export function registerRosterPresetRoutes(app: FastifyInstance, db: Db): void {
  app.post('/UserConfig/cachePresetRoster', { config: access, schema: { body } }, async (request): Promise<RosterPresetConfig> => {
    const { presetRosterKey } = request.body as z.infer<typeof body>;
    await db.query(
      `insert into roster_presets (professional_id, org_id, preset_key) values ($1, $2, $3)
       on conflict (professional_id, org_id) do update set preset_key = excluded.preset_key, updated_at = now()`,
      [request.auth!.professionalId, request.org!.orgId, presetRosterKey],
    );
    return { presetRosterKey };
  });

  app.get('/UserConfig/cachePresetRoster', { config: access }, async (request): Promise<RosterPresetConfig> => {
    const { rows } = await db.query<{ preset_key: RosterPresetKey }>(
      'select preset_key from roster_presets where professional_id = $1 and org_id = $2',
      [request.auth!.professionalId, request.org!.orgId],
    );
    return { presetRosterKey: rows[0]?.preset_key ?? null };
  });
}
