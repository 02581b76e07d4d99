/**
 * Patient education calls (SPEC §2, §8). The articles are answered with their HTML cleaned by the
 * API's allow-list.
 */
import type { Article, ArticlePreview, ArticleSent } from '../domain/education';
import { AUTHENTICATED, PUBLIC, inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/education';

export const educationCalls = {
  /** General content, no patient data. */
  article: call<typeof S.article, Article>()('GET', '/education/:id', PUBLIC),
  /** An article a professional sent: toId is the send's unguessable link id, fromId the sender; both must match. */
  sentArticle: call<typeof S.sentArticle, Article>()('GET', '/article/:toId/:fromId', PUBLIC),
  /** SEND_MESSAGE or VIEW_PATIENT in one of the caller's organisations: either one, so the route checks it. */
  previews: call<typeof S.previews, { results: ArticlePreview[] }>()('GET', '/articles/previews', AUTHENTICATED),
  /** Texts the patient the link and logs it in the patient's conversation (201). */
  send: call<typeof S.send, ArticleSent>()('POST', '/articles/:id/send', inOrg('SEND_MESSAGE')),
};
