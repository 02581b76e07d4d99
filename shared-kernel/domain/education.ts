/** Patient education (SPEC §2, §8): articles as the API answers them, and SPEC's four errors. */
import type { Message } from './conversations';

export interface ArticlePreview {
  id: string;
  title: string;
  summary: string;
  tags: string[];
}

export interface Article extends ArticlePreview {
  /** Stored HTML, cleaned by the API's allow-list; the patient app cleans it again before rendering. */
  html: string;
}

/** POST articles/{id}/send: the text the patient was sent, as it shows in their conversation. */
export interface ArticleSent {
  articleId: string;
  patientId: string;
  message: Message;
}

export const EDUCATION_ERRORS = {
  article: 'Could not retrieve article. Please try again later.',
  search: 'Could not find articles for search criteria. Please try again.',
  previews: 'Could not retrieve article previews. Please try again later.',
  send: 'Could not send article. Please try again later.',
} as const;
