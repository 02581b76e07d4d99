/**
 * English the pages never print from a key: route titles and the kernel's and server's texts a
 * patient meets. An English reader sees them as they are; a Spanish reader's `tx` finds their key
 * here (so each keeps one English text), which is why only the Spanish loader fetches this part.
 * Route titles repeat the manifest's (routes.ts may import nothing); the catalogue test holds them equal.
 */
import { EDUCATION_ERRORS, ENROLLMENT_ANSWERS, ENROLLMENT_ERRORS, SECURE_CHAT_ERRORS } from '@hearth/shared-kernel/domain';
import { DOB_MISMATCH_MESSAGE, ENROLLMENT_MESSAGES as M, MESSAGE_BODY_REQUIRED, TOO_MANY_ATTEMPTS_MESSAGE } from '@hearth/shared-kernel/rules';
import { SECURE_API_MESSAGES } from '@hearth/shared-kernel/conversations';

export const enLookup = {
  // The server's error answer, found on any page (the enrollment pages also print it, as serverError).
  'k.server': SECURE_CHAT_ERRORS.server,
  't.needHelp': 'Need help?',
  't.getStarted': 'Get started',
  't.verifyDob': 'Verify your date of birth',
  't.verifyPhone': 'Verify your phone',
  't.info': 'Your information',
  't.confirmation': 'Confirmation',
  't.finished': 'Thank you — your care team will confirm your enrollment',
  't.article': 'Article',
  't.education': 'Education',
  't.patient': 'Secure messages from your care team',
  'k.dobMismatch': DOB_MISMATCH_MESSAGE,
  'k.tooMany': TOO_MANY_ATTEMPTS_MESSAGE,
  'k.bodyRequired': MESSAGE_BODY_REQUIRED,
  'k.wrongCode': ENROLLMENT_ERRORS.wrongCode,
  'k.article': EDUCATION_ERRORS.article,
  'k.wrongDob': SECURE_CHAT_ERRORS.wrongDob,
  'k.noToken': SECURE_CHAT_ERRORS.noToken,
  'k.dobRequired': SECURE_CHAT_ERRORS.dobRequired,
  'k.dobInvalid': SECURE_CHAT_ERRORS.dobInvalid,
  'k.expired': SECURE_CHAT_ERRORS.expired,
  'k.tooManyLinks': SECURE_API_MESSAGES.tooManyLinks,
  'k.patientNotFound': SECURE_API_MESSAGES.patientNotFound,
  'k.noPhone': SECURE_API_MESSAGES.noPhone,
  'k.chatOff': SECURE_API_MESSAGES.chatOff,
  'k.tooManyCodes': ENROLLMENT_ANSWERS.tooManyCodes,
  'k.dobFirst': ENROLLMENT_ANSWERS.dobFirst,
  'k.phoneFirst': ENROLLMENT_ANSWERS.phoneFirst,
  'k.callRequested': ENROLLMENT_ANSWERS.callRequested,
  'k.noPhoneOnRecord': ENROLLMENT_ANSWERS.noPhone,
  'k.notOnRecord': ENROLLMENT_ANSWERS.notOnRecord,
  'k.firstSection': M.firstSection,
  'k.secondSection': M.secondSection,
  'k.thirdSection': M.thirdSection,
  'k.eula': M.eula,
  'k.signature': M.patientSignature,
  'k.email': M.email,
  'k.firstName': M.firstName,
  'k.lastName': M.lastName,
  'k.pin': M.pin,
  'k.smsPhone': M.smsPhone,
  'k.timeZone': M.timeZone,
  'k.title': M.title,
  'k.voicePhone': M.voicePhone,
} as const;
