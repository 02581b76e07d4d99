/**
 * Which patients a search matches holds while their organisations' patient-search version holds
 * (migration 071: moved by every insert, removal, move, rename, or new MRN, phone or date of
 * birth, on any instance). One small prepared statement.
 */
import type { Queryable } from '../../platform/db/types';

/** A figure that changes whenever any of `orgIds`' versions moves (each only grows, so their sum does too). */
export async function patientSearchVersion(q: Queryable, orgIds: readonly string[]): Promise<string> {
  const { rows } = await q.query<{ version: string }>(
    'select coalesce(sum(version), 0)::text as version from patient_search_versions where org_id = any($1::uuid[])',
    [orgIds],
    { prepare: 'patient-search-version' },
  );
  return rows[0].version;
}
