/**
 * SPEC §3/§4 enrollment texts, in English and Spanish: a stop word opts the patient out, a start
 * word opts them back in, 'Secure' / 'Seguro' asks for a secure-chat link (case, accents,
 * surrounding spaces and punctuation ignored). Keywords are commands, not messages for the care
 * team; anything else is a message.
 *
 * No carrier list of Spanish keywords exists (the CTIA, Twilio and AWS lists are English; Spanish
 * ones are configured per program), so Hearth takes ALTO, the word US programs print in Spanish
 * ("Responda ALTO"), with PARAR and CANCELAR, the verbs a Spanish reader sends; COMENZAR to come
 * back; SEGURO for a link. Everyday words that could be a real reply (PARA, NO, BAJA, SI) are not
 * commands.
 */
import type { Language } from '@hearth/shared-kernel/i18n';

export type SmsKeyword = 'opt_out' | 'opt_in' | 'secure_link';

/** Each command's words, by the language they are in. */
const WORDS: Readonly<Record<SmsKeyword, Readonly<Record<Language, readonly string[]>>>> = {
  opt_out: { en: ['stop', 'unsubscribe', 'cancel'], es: ['alto', 'parar', 'cancelar'] },
  opt_in: { en: ['start'], es: ['comenzar'] },
  secure_link: { en: ['secure'], es: ['seguro'] },
};

const KEYWORDS = new Map(
  Object.entries(WORDS).flatMap(([keyword, byLanguage]) =>
    Object.entries(byLanguage).flatMap(([language, words]) => words.map((word) => [word, { keyword: keyword as SmsKeyword, language: language as Language }] as const)),
  ),
);

/** The keyword a text is, and the language of its word; null when the text is a message. */
export function smsKeywordOf(body: string): { keyword: SmsKeyword; language: Language } | null {
  const word = body
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/^[\s.!?¡¿]+|[\s.!?¡¿]+$/g, '');
  return KEYWORDS.get(word) ?? null;
}

export const smsKeyword = (body: string): SmsKeyword | null => smsKeywordOf(body)?.keyword ?? null;
