/**
 * The language a patient chose on this device (not their data: kept when a session ends), and the
 * language a page shows before any record is known: that choice, else the browser's.
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

/** This device's choice, else the browser's languages. */
export function deviceLanguage(): Language {
  return deviceChoice() ?? languageOf(navigator.languages ?? [navigator.language]);
}
