/** What the host shows in place of an unusable area (AreaUnavailable.tsx), in English and Spanish. */
import type { Catalogue } from '@hearth/shared-kernel/i18n';

export const areaStatusEn = {
  'unavailable.patient': 'Patient area unavailable',
  'unavailable.professional': 'Professional area unavailable',
  'unavailable.admin': 'Administration area unavailable',
  unavailable: 'This part of Hearth is unavailable right now. The rest of Hearth still works.',
  incompatible: 'This part of Hearth was released for another version of the portal, so it is not started here. The rest of Hearth still works.',
  tryLater: 'Please try again in a moment. If it keeps happening, contact your support team.',
  tryAgain: 'Try again',
} as const;

export const areaStatusEs: Catalogue<keyof typeof areaStatusEn> = {
  'unavailable.patient': 'El área del paciente no está disponible',
  'unavailable.professional': 'El área profesional no está disponible',
  'unavailable.admin': 'El área de administración no está disponible',
  unavailable: 'Esta parte de Hearth no está disponible en este momento. El resto de Hearth sigue funcionando.',
  incompatible: 'Esta parte de Hearth se publicó para otra versión del portal, por eso no se inicia aquí. El resto de Hearth sigue funcionando.',
  tryLater: 'Inténtelo de nuevo en un momento. Si sigue pasando, comuníquese con su equipo de soporte.',
  tryAgain: 'Intentar de nuevo',
};
