/** Articles and the links that send one to a patient. */
import type { Article, ArticlePreview } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../../platform/db/types';
import { sanitizeArticleHtml } from './sanitize';

// The answers' shapes are the kernel's, shared with the patient app and the console.
export type { Article, ArticlePreview } from '@hearth/shared-kernel/domain';

type ArticleRow = { id: string; title: string; summary: string; tags: string[]; body_html: string };

const toArticle = (r: ArticleRow): Article => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  tags: r.tags ?? [],
  html: sanitizeArticleHtml(r.body_html),
});

export async function articleById(q: Queryable, id: string): Promise<Article | null> {
  const { rows } = await q.query<ArticleRow>('select id::text, title, summary, tags, body_html from articles where id = $1', [id]);
  return rows[0] ? toArticle(rows[0]) : null;
}

/** Previews whose title, summary or a tag contains every word of the search (all when empty). */
export async function searchPreviews(q: Queryable, search: string, limit = 20): Promise<ArticlePreview[]> {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const patterns = words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const { rows } = await q.query<Omit<ArticleRow, 'body_html'>>(
    `select id::text, title, summary, tags from articles a
      where not exists (
        select 1 from unnest($1::text[]) as p(pattern)
         where lower(a.title) not like p.pattern and lower(a.summary) not like p.pattern
           and not exists (select 1 from unnest(a.tags) t where lower(t) like p.pattern))
      order by title limit $2`,
    [patterns, limit],
  );
  return rows.map((r) => ({ id: r.id, title: r.title, summary: r.summary, tags: r.tags ?? [] }));
}
