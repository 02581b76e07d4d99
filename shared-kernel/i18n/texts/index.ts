/**
 * The text messages Hearth sends patients, one catalogue per language. The API only: the patient
 * app's pages have their own catalogues, so no page bundle carries these.
 */
import { formatMessage, type Catalogue, type MessageValues } from '../format';
import { DEFAULT_LANGUAGE, type Language } from '../language';
import { en, type TextKey } from './en';
import { es } from './es';

export { en as TEXTS_EN, type TextKey } from './en';
export { es as TEXTS_ES } from './es';

export const TEXT_CATALOGUES: Readonly<Record<Language, Catalogue<TextKey>>> = { en, es };

/** `text(key, values)` in the patient's language; null (nothing on record) is English. */
export function textsFor(language: Language | null | undefined) {
  const chosen = language ?? DEFAULT_LANGUAGE;
  return (key: TextKey, values?: MessageValues): string => formatMessage(TEXT_CATALOGUES[chosen][key], values, chosen);
}
