/** The words of texts.ts in Spanish, as a US community clinic writes to its patients (usted). */
import type { EntryTexts } from './texts';

export const ENTRY_TEXTS_ES: EntryTexts = {
  title: 'Bienvenido a Hearth',
  intro: 'Su equipo de atención le invitó a Hearth, una forma sencilla de mantenerse en contacto entre consultas.',
  chat: 'Escriba a su equipo de atención por mensaje de texto o chat seguro.',
  reminders: 'Reciba recordatorios e información elegidos para usted.',
  stop: 'Responda ALTO en cualquier momento para dejar de recibir mensajes, y COMENZAR para recibirlos de nuevo.',
};
