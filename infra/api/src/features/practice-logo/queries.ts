/** Practice logos (migration 083): the image travels as base64 so both database drivers carry it alike. */
import type { PracticeLogoType } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../../platform/db/types';

export interface StoredLogo {
  contentType: PracticeLogoType;
  image: Buffer;
  sha256: string;
}

export async function storedLogo(q: Queryable, orgId: string): Promise<StoredLogo | null> {
  const { rows } = await q.query<{ content_type: PracticeLogoType; image: string; sha256: string }>(
    `select content_type, encode(image, 'base64') as image, sha256 from practice_logos where org_id = $1`,
    [orgId],
  );
  const [row] = rows;
  return row ? { contentType: row.content_type, image: Buffer.from(row.image, 'base64'), sha256: row.sha256 } : null;
}

/** The logo's version (its sha-256), or null when the practice has none. */
export async function logoVersion(q: Queryable, orgId: string): Promise<string | null> {
  const { rows } = await q.query<{ sha256: string }>(`select sha256 from practice_logos where org_id = $1`, [orgId]);
  return rows[0]?.sha256 ?? null;
}

export async function saveLogo(q: Queryable, orgId: string, logo: StoredLogo, by: string): Promise<void> {
  await q.query(
    `insert into practice_logos (org_id, content_type, image, sha256, updated_by) values ($1, $2, decode($3, 'base64'), $4, $5)
     on conflict (org_id) do update set content_type = excluded.content_type, image = excluded.image, sha256 = excluded.sha256,
       updated_by = excluded.updated_by, updated_at = now()`,
    [orgId, logo.contentType, logo.image.toString('base64'), logo.sha256, by],
  );
}

/** True when there was a logo to remove. */
export async function deleteLogo(q: Queryable, orgId: string): Promise<boolean> {
  return (await q.query(`delete from practice_logos where org_id = $1`, [orgId])).rowCount > 0;
}
