/**
 * The languages Hearth speaks to patients. Staff screens stay in US English; a patient's pages and
 * texts follow the patient's preferred language (their choice, else the care team's, else the
 * browser's).
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, for the patient's chooser: a reader finds their own. */
export const LANGUAGE_SELF_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** Each language named in US English, for staff screens (roster column, general info, filters). */
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', es: 'Spanish' };

/** The locale each language formats dates and numbers in: US practices, so Spanish as written in the US. */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The first supported language among BCP 47 tags (a browser's `navigator.languages`), else English. */
export function languageOf(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.split('-')[0]!.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
