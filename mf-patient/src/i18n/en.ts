/**
 * The patient's pages in English, in two parts. This one ships with the area: what the first
 * enrollment step, a dead link and the area's own loading and error states say. The rest
 * (enEnrollment.ts, enChat.ts) arrives with the later pages (screens.ts loads each beside its pages), so
 * a patient opening a link downloads only the words on its first screen. es.ts has both parts.
 */
import { ENROLLMENT_ERRORS } from '@hearth/shared-kernel/domain';

export const en = {
  't.welcome': 'Welcome to Hearth',
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
  'features.intro': '{practice} invited you to Hearth, a simple way to stay in touch with your care team between visits.',
  'features.chat': 'Message your care team by text or secure chat.',
  'features.reminders': 'Get reminders and education chosen for you.',
  'features.stop': 'Reply Stop at any time to stop messages, and Start to receive them again.',
  'features.continue': 'Continue',
  'notFound.body': 'If you were expecting to enroll, contact your care team and ask them to send you a new link.',
  'k.invalidLink': ENROLLMENT_ERRORS.invalidLink,
} as const;
