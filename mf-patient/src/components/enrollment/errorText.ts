/** What to tell a patient when an enrollment call fails: a server's answer stays its English text (the page shows it in the patient's language). */
import { HttpError } from '@hearth/shared-kernel/http';
import type { Texts } from '../../i18n/useText';

export function errorText(error: unknown, t: Texts['t']): string {
  if (error instanceof HttpError) {
    if (error.status === 429) return t('tooMany', { minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) });
    if (error.status < 500) return error.message;
  }
  if (error instanceof TypeError) return t('offline');
  return t('serverError');
}
