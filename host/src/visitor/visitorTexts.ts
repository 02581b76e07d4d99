/**
 * The host's pages a patient can land on (loading, an area unavailable, lost, page not found) in
 * the patient's language: this device's choice, else the browser's, while no staff member is
 * signed in (staff screens are US English). Plain strings, no arguments: the host stays small.
 */
import { deviceLanguage, type Catalogue, type Language } from '@hearth/shared-kernel/i18n';
import { session } from '@hearth/shared-kernel/session';

export const visitorEn = {
  loading: 'Loading…',
  'unavailable.patient': 'Patient area unavailable',
  'unavailable.professional': 'Professional area unavailable',
  'unavailable.admin': 'Administration area unavailable',
  unavailable: 'This part of Hearth is unavailable right now. The rest of Hearth still works.',
  incompatible: 'This part of Hearth was released for another version of the portal, so it is not started here. The rest of Hearth still works.',
  tryLater: 'Please try again in a moment. If it keeps happening, contact your support team.',
  tryAgain: 'Try again',
  home: 'Go to your home page',
  'lost.title': 'You seem to be lost',
  'lost.body': 'The page you asked for is not available to you.',
  'lost.textBefore': 'If you followed a link from a text message, it may have expired. Text',
  'lost.keyword': 'Secure',
  'lost.textAfter': 'to get a new link.',
  'notFound.title': 'Page not found',
  'notFound.body': 'We could not find the page you asked for. Check the address, or go back to where you started.',
} as const;

export type VisitorKey = keyof typeof visitorEn;

export const visitorEs: Catalogue<VisitorKey> = {
  loading: 'Cargando…',
  'unavailable.patient': 'El área del paciente no está disponible',
  'unavailable.professional': 'El área profesional no está disponible',
  'unavailable.admin': 'El área de administración no está disponible',
  unavailable: 'Esta parte de Hearth no está disponible en este momento. El resto de Hearth sigue funcionando.',
  incompatible: 'Esta parte de Hearth se publicó para otra versión del portal, por eso no se inicia aquí. El resto de Hearth sigue funcionando.',
  tryLater: 'Inténtelo de nuevo en un momento. Si sigue pasando, comuníquese con su equipo de soporte.',
  tryAgain: 'Intentar de nuevo',
  home: 'Ir a su página de inicio',
  'lost.title': 'Parece que se ha perdido',
  'lost.body': 'La página que pidió no está disponible para usted.',
  'lost.textBefore': 'Si siguió un enlace de un mensaje de texto, es posible que haya vencido. Envíe',
  'lost.keyword': 'SEGURO',
  'lost.textAfter': 'por mensaje de texto para recibir un enlace nuevo.',
  'notFound.title': 'Página no encontrada',
  'notFound.body': 'No pudimos encontrar la página que pidió. Revise la dirección o vuelva a donde empezó.',
};

/** The language of the host's visitor pages now. */
function visitorLanguage(): Language {
  return session.isLoggedIn() ? 'en' : deviceLanguage();
}

/** `t(key)` in the visitor's language, with that language for the page's `lang`. */
export function visitorTexts(): { t: (key: VisitorKey) => string; lang: Language } {
  const lang = visitorLanguage();
  const catalogue: Catalogue<VisitorKey> = lang === 'es' ? visitorEs : visitorEn;
  return { t: (key) => catalogue[key], lang };
}
