/** Patient education (SPEC §2, §8): articles as the API answers them, and SPEC's four errors. */
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

export const EDUCATION_ERRORS = {
  article: 'Could not retrieve article. Please try again later.',
  search: 'Could not find articles for search criteria. Please try again.',
  previews: 'Could not retrieve article previews. Please try again later.',
  send: 'Could not send article. Please try again later.',
} as const;
