/**
 * What PostgreSQL text and jsonb cannot hold: a NUL, or half of a surrogate pair (a high one
 * without its low half, or the reverse). Input holding them is refused at the door
 * (http/validation.ts); text the server composes itself is made safe before it is stored.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** The text with every unstorable character replaced by U+FFFD. */
export const storableText = (text: string): string => text.replace(new RegExp(UNSTORABLE.source, 'g'), '\uFFFD');
