/**
 * The text messages of en.ts in Spanish, as a US community clinic writes to its patients (usted).
 * Keywords are the Spanish ones Hearth understands (channels/sms/keywords.ts): ALTO, COMENZAR, SÍ.
 */
import type { Catalogue } from '../format';
import type { TextKey } from './en';

export const es: Catalogue<TextKey> = {
  invitation:
    '{orgName} le invita a Hearth, para escribirle a su equipo de atención de forma segura. Inscríbase aquí: {link} Responda ALTO para no recibir más mensajes de texto.',
  yourCareTeam: 'Su equipo de atención',
  enrollmentCode:
    '{orgName}: su código de inscripción es {code}. Vence en {minutes, plural, one {# minuto} other {# minutos}}. No lo comparta con nadie.',
  secureLink:
    '{orgName}: tiene mensajes seguros. Abra {link} (el enlace funciona durante {hours, plural, one {# hora} other {# horas}}; se le pedirá su fecha de nacimiento).',
  programInvitation:
    '{orgName} le invita a unirse a {programName}: mensajes de texto de su equipo de atención entre consultas. Responda SÍ para unirse, o ALTO para no recibir más mensajes.',
  programAgreed:
    '{orgName}: gracias, ya forma parte de {programName}. Su equipo de atención le enviará mensajes de texto entre consultas. Responda ALTO para no recibir más mensajes.',
  enrollmentApproved:
    '{orgName}: su inscripción está confirmada. Su equipo de atención ya puede escribirle aquí y por el chat seguro. Responda ALTO para no recibir más mensajes.',
  enrollmentDenied:
    '{orgName}: no pudimos confirmar su inscripción. Para recibir un nuevo enlace de inscripción, responda a este mensaje y su equipo de atención le enviará uno.',
  enrollmentDeniedCall:
    '{orgName}: no pudimos confirmar su inscripción. Para recibir un nuevo enlace de inscripción, responda a este mensaje o llame al {supportPhone} y su equipo de atención le enviará uno.',
  optedOut: 'Se canceló su suscripción a los mensajes de texto de Hearth y no recibirá más mensajes. Responda COMENZAR para volver a suscribirse.',
  optedIn: 'Está suscrito de nuevo a los mensajes de texto de Hearth. Responda ALTO para cancelar la suscripción.',
};
