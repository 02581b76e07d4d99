/**
 * Secure chat (SPEC §2, §8): a patient opens a texted link (/patient?link=…), confirms the date of
 * birth and receives the patient (zeus) token. The messages are SPEC's, verbatim; the patient app
 * and the API both read them from here.
 */
import type { Language } from '../i18n/language';
import type { Message } from './conversations';
import type { Paged } from './paging';

/** GET /patient/messages: a page of the patient's messages, and when the care team last opened their conversation (the patient's "Seen"). */
export interface PatientMessagesPage extends Paged<Message> {
  careTeamSeenAt: string | null;
  /** The practice whose care team this is: the chat's heading names it. */
  practiceName: string;
  /** The patient's language on record; null: the browser's. */
  preferredLanguage: Language | null;
  /** The practice's logo (an API path, `organizationCalls.logo`), or null when it has none. */
  logoUrl: string | null;
}

/** The secure chat's heading: whose care team the patient is writing to. */
export const careTeamHeading = (practiceName: string | null): string => (practiceName ? `Your care team at ${practiceName}` : 'Your care team');

export const SECURE_CHAT_ERRORS = {
  wrongDob: 'The date of birth you entered was incorrect.',
  server: 'There was a server error. Please try again.',
  noToken: 'Authorization token not included in the response.',
  dobRequired: 'Date of birth required.',
  dobInvalid: 'Invalid or no date of birth provided.',
  /** An expired or unknown link or session: the way back is a text. */
  expired: "Your secure session has expired. Text 'Secure' to your care team's number to get a new link.",
} as const;

/** POST /secure/login: the texted link's token and the date of birth (MM/DD/YYYY). */
export interface SecureLoginRequest {
  link: string;
  dob: string;
}

export interface SecureLoginAnswer {
  token: string;
}
