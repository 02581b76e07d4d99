/**
 * The browser's first look at a chosen logo (its declared type and size), so a wrong file is
 * refused before it is sent. The API judges the type again by the file's first bytes.
 */
import { PRACTICE_LOGO_MAX_BYTES, PRACTICE_LOGO_MESSAGES, PRACTICE_LOGO_TYPES } from '../domain/practiceLogo';

/** The message for a file that cannot be a logo, or null. */
export function practiceLogoProblem(file: { type: string; size: number }): string | null {
  if (!(PRACTICE_LOGO_TYPES as readonly string[]).includes(file.type)) return PRACTICE_LOGO_MESSAGES.type;
  if (file.size === 0) return PRACTICE_LOGO_MESSAGES.empty;
  if (file.size > PRACTICE_LOGO_MAX_BYTES) return PRACTICE_LOGO_MESSAGES.size;
  return null;
}
