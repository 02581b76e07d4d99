/**
 * Exchanges a texted secure link and the patient's date of birth for the patient (zeus) token,
 * kept in storage and in its one-day cookie (SPEC §9). Every failure becomes one of SPEC's
 * secure-chat messages.
 */
import { secureChatCalls } from '@hearth/shared-kernel/api';
import { http, HttpError } from '@hearth/shared-kernel/http';
import { session, setPatientTokenCookie } from '@hearth/shared-kernel/session';
import { SECURE_CHAT_ERRORS as E, type SecureLoginAnswer } from '@hearth/shared-kernel/domain';
import { isPlausibleDob, normaliseDob } from '../dob';

export class SecureLoginError extends Error {}

/** The date as MM/DD/YYYY, or the SPEC message saying what is wrong with it. */
export function checkDob(input: string): { dob: string } | { error: string } {
  if (input.trim() === '') return { error: E.dobRequired };
  return isPlausibleDob(input) ? { dob: normaliseDob(input) } : { error: E.dobInvalid };
}

export async function secureLogin(link: string, dob: string): Promise<void> {
  let answer: SecureLoginAnswer | undefined;
  try {
    answer = await http.call(secureChatCalls.login, { body: { link, dob } });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      throw new SecureLoginError(error.message === E.expired ? E.expired : E.wrongDob);
    }
    if (error instanceof HttpError && error.status === 400) throw new SecureLoginError(error.message);
    if (error instanceof HttpError && error.status === 429) throw new SecureLoginError(error.message);
    throw new SecureLoginError(E.server);
  }
  if (!answer?.token) throw new SecureLoginError(E.noToken);
  session.setZeusToken(answer.token);
  setPatientTokenCookie(answer.token);
}
