/** What to tell a patient when an enrollment call fails. */
import { HttpError } from '@hearth/shared-kernel/http';

export function errorText(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === 429) {
      const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
      return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    }
    if (error.status < 500) return error.message;
  }
  if (error instanceof TypeError) return 'We could not reach Hearth. Check your connection and try again.';
  return 'There was a server error. Please try again.';
}
