/**
 * Sending an article to a patient makes a link /article/{toId}/{fromId}: toId is a 256-bit random
 * id (stored as its sha256 only), fromId the sending professional. The link itself is the
 * capability: it opens that article and nothing about the patient, for 30 days (long enough to
 * come back to the reading; a forwarded or leaked link does not open forever). After that it
 * answers as an unknown link does.
 */
import { paths } from '@hearth/shared-kernel/paths';
import type { Queryable } from '../../platform/db/types';
import { hashToken, isWellFormedToken, newLinkToken } from '../patient-app/port';
import { articleById, type Article } from './queries';
import { isUuid } from '@hearth/shared-kernel/rules';

export const ARTICLE_LINK_TTL_SECONDS = 30 * 24 * 60 * 60;

export async function createArticleSend(
  q: Queryable,
  input: { articleId: string; patientId: string; orgId: string; professionalId: string },
): Promise<{ toId: string; fromId: string; path: string; linkHash: string }> {
  const toId = newLinkToken();
  const linkHash = hashToken(toId);
  await q.query(
    'insert into article_sends (link_hash, article_id, patient_id, org_id, professional_id) values ($1, $2, $3, $4, $5)',
    [linkHash, input.articleId, input.patientId, input.orgId, input.professionalId],
  );
  return { toId, fromId: input.professionalId, path: paths.article(toId, input.professionalId), linkHash };
}

export async function articleBySend(q: Queryable, toId: string, fromId: string): Promise<Article | null> {
  if (!isWellFormedToken(toId) || !isUuid(fromId)) return null;
  const { rows } = await q.query<{ article_id: string }>(
    `select article_id::text from article_sends
      where link_hash = $1 and professional_id = $2 and created_at > now() - make_interval(secs => $3)`,
    [hashToken(toId), fromId, ARTICLE_LINK_TTL_SECONDS],
  );
  return rows[0] ? articleById(q, rows[0].article_id) : null;
}
