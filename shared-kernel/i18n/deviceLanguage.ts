/**
 * The language a patient chose on this device (not their data: kept when a session ends), and the
 * language a page shows before any record is known: that choice, else the one its link names, else
 * the browser's.
 */
import { isLanguage, languageOf, type Language } from './language';

/** localStorage key of the device's choice (STORAGE_KEYS names it too; logout keeps it). */
export const LANGUAGE_CHOICE_KEY = 'hearth.patientLanguage';

export function deviceChoice(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_CHOICE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberChoice(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, language);
  } catch {
    // Private mode: the choice holds for this page.
  }
}

/**
 * The query parameter of a texted link that names the patient's language on record when the link
 * was sent (paths.enrollment): known before the page can ask the record.
 */
export const LINK_LANGUAGE_PARAM = 'lang';

/**
 * The language a page opens in, before any record is read: this device's choice, else the one the
 * page's link names (`search`, the record's when it was texted), else the browser's.
 */
export function deviceLanguage(search = ''): Language {
  const named = new URLSearchParams(search).get(LINK_LANGUAGE_PARAM);
  return deviceChoice() ?? (isLanguage(named) ? named : null) ?? languageOf(navigator.languages ?? [navigator.language]);
}
