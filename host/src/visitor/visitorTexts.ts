/**
 * The host's pages a patient can land on (loading, an area unavailable, lost, page not found) in
 * the patient's language (this device's choice, else the one the link names, else the browser's)
 * while no staff member is signed in (staff screens are US English). Plain strings, no arguments: the host stays small.
 * Each page keeps its own pair of catalogues, so the rarely seen ones load only with their page.
 */
import { deviceLanguage, type Catalogue, type Language } from '@hearth/shared-kernel/i18n';
import { session } from '@hearth/shared-kernel/session';

/** The language of the host's visitor pages now. */
function visitorLanguage(): Language {
  return session.isLoggedIn() ? 'en' : deviceLanguage(window.location.search);
}

/** `t(key)` over a page's two catalogues in the visitor's language, with that language for the page's `lang`. */
export function visitorTexts<Key extends string>(en: Catalogue<Key>, es: Catalogue<Key>): { t: (key: Key) => string; lang: Language } {
  const lang = visitorLanguage();
  const catalogue = lang === 'es' ? es : en;
  return { t: (key) => catalogue[key], lang };
}
