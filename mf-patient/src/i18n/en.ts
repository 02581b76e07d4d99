/**
 * The patient's pages in English, in two parts. This one ships with the area: what the first
 * enrollment step, a dead link and the area's own loading and error states say. The rest
 * (enEnrollment.ts, enChat.ts) arrives with the later pages (screens.ts loads each beside its pages), so
 * a patient opening a link downloads only the words on its first screen. es.ts has both parts.
 */
import { ENROLLMENT_ERRORS } from '@hearth/shared-kernel/domain';
import { ENTRY_TEXTS_EN } from '@hearth/shared-kernel/entry';

export const en = {
  // The welcome screen's known words are the kernel's: the host paints them before this area arrives.
  't.welcome': ENTRY_TEXTS_EN.title,
  't.notFound': 'Enrollment link not found',
  loading: 'Loading…',
  tryAgain: 'Try again',
  offline: 'We could not reach Hearth. Check your connection and try again.',
  language: 'Language',
  'area.title': 'Something went wrong',
  'area.body': 'This part of Hearth is unavailable right now. Please try again in a moment.',
  'e.header': 'Enrollment',
  'e.headerAt': 'Enrollment with {practice}',
  'e.loading': 'Loading your enrollment…',
  'features.intro': ENTRY_TEXTS_EN.intro,
  'features.chat': ENTRY_TEXTS_EN.chat,
  'features.reminders': ENTRY_TEXTS_EN.reminders,
  'features.stop': ENTRY_TEXTS_EN.stop,
  'features.continue': 'Continue',
  'notFound.body': 'If you were expecting to enroll, contact your care team and ask them to send you a new link.',
  'k.invalidLink': ENROLLMENT_ERRORS.invalidLink,
} as const;
