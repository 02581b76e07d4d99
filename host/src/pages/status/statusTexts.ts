/** The lost and page-not-found pages a patient can land on, in English and Spanish. */
import type { Catalogue } from '@hearth/shared-kernel/i18n';

export const statusEn = {
  home: 'Go to your home page',
  'lost.title': 'You seem to be lost',
  'lost.body': 'The page you asked for is not available to you.',
  'lost.textBefore': 'If you followed a link from a text message, it may have expired. Text',
  'lost.keyword': 'Secure',
  'lost.textAfter': 'to get a new link.',
  'notFound.title': 'Page not found',
  'notFound.body': 'We could not find the page you asked for. Check the address, or go back to where you started.',
} as const;

export type StatusKey = keyof typeof statusEn;

export const statusEs: Catalogue<StatusKey> = {
  home: 'Ir a su página de inicio',
  'lost.title': 'Parece que se ha perdido',
  'lost.body': 'La página que pidió no está disponible para usted.',
  'lost.textBefore': 'Si siguió un enlace de un mensaje de texto, es posible que haya vencido. Envíe',
  'lost.keyword': 'SEGURO',
  'lost.textAfter': 'por mensaje de texto para recibir un enlace nuevo.',
  'notFound.title': 'Página no encontrada',
  'notFound.body': 'No pudimos encontrar la página que pidió. Revise la dirección o vuelva a donde empezó.',
};
