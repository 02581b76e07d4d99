/** The roster preset each professional last chose, one per organisation. */
import type { RosterPresetKey } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../../platform/db/types';

export async function saveRosterPreset(q: Queryable, professionalId: string, orgId: string, presetKey: RosterPresetKey): Promise<void> {
  await q.query(
    `insert into roster_presets (professional_id, org_id, preset_key) values ($1, $2, $3)
       on conflict (professional_id, org_id) do update set preset_key = excluded.preset_key, updated_at = now()`,
    [professionalId, orgId, presetKey],
  );
}

/** The preset saved, or null when the professional never chose one here. */
export async function savedRosterPreset(q: Queryable, professionalId: string, orgId: string): Promise<RosterPresetKey | null> {
  const { rows } = await q.query<{ preset_key: RosterPresetKey }>(
    'select preset_key from roster_presets where professional_id = $1 and org_id = $2',
    [professionalId, orgId],
  );
  return rows[0]?.preset_key ?? null;
}
