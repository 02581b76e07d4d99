/** The stored attachments of CDE requests: one row per upload, the file itself kept once per content (sha256). */
import type { Queryable } from '../../../platform/db/types';
import { attachmentUrlOf } from './urls';

interface NewAttachment {
  id: string;
  orgId: string;
  sha256: string;
  filename: string;
  mimeType: string;
  sizeBytes: number;
  uploadedBy: string;
}

export async function insertAttachment(q: Queryable, a: NewAttachment): Promise<void> {
  await q.query(
    `insert into cde_attachments (id, org_id, sha256, filename, mime_type, size_bytes, uploaded_by) values ($1, $2, $3, $4, $5, $6, $7)`,
    [a.id, a.orgId, a.sha256, a.filename, a.mimeType, a.sizeBytes, a.uploadedBy],
  );
}

/** The content hash of the organisation's attachment, or null when it has none of that id. */
export async function attachmentSha256(q: Queryable, orgId: string, id: string): Promise<string | null> {
  const { rows } = await q.query<{ sha256: string }>('select sha256 from cde_attachments where org_id = $1 and id = $2', [orgId, id]);
  return rows[0]?.sha256 ?? null;
}

/** Whether a submitted request of the organisation names the attachment (its link appears in the request's data). */
export async function attachmentInARequest(q: Queryable, orgId: string, id: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from cde_requests where org_id = $1 and position($2 in data::text) > 0 limit 1', [orgId, attachmentUrlOf(id)]);
  return rows.length > 0;
}

export async function deleteAttachment(q: Queryable, id: string): Promise<void> {
  await q.query('delete from cde_attachments where id = $1', [id]);
}

/** Whether any attachment (of any organisation) still has this content: the stored file is removed only when none does. */
export async function contentInUse(q: Queryable, sha256: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from cde_attachments where sha256 = $1 limit 1', [sha256]);
  return rows.length > 0;
}

/** The file name of the organisation's attachment, or null when it has none of that id. */
export async function attachmentFilename(q: Queryable, orgId: string, id: string): Promise<string | null> {
  const { rows } = await q.query<{ filename: string }>('select filename from cde_attachments where org_id = $1 and id = $2', [orgId, id]);
  return rows[0]?.filename ?? null;
}

/** An attachment by id alone: the signed link already proved who may read it. */
export async function storedAttachment(q: Queryable, id: string): Promise<{ sha256: string; filename: string; mime_type: string; size_bytes: string } | null> {
  const { rows } = await q.query<{ sha256: string; filename: string; mime_type: string; size_bytes: string }>(
    'select sha256, filename, mime_type, size_bytes from cde_attachments where id = $1',
    [id],
  );
  return rows[0] ?? null;
}
