/** SPEC §5 validation messages, verbatim (including SPEC's own wording slips). */

export const CDE_MESSAGES = {
  reasonRequired: 'Please enter a reason',
  noSelections: 'No selections have been made',
  missingDateOfService: (category: string) => `Missing Date of Service for ${category}`,
  missingAttachments: (category: string) => `Missing attachments for ${category}`,
  datesOutOfBounds: (min: string, max: string) => `Dates are out of bounds (${min} to ${max})`,
  valuesOutOfBounds: 'Values entered are not within bounds of min and max',
  npiInvalid: 'Provider NPI is required and must be 10 numeric digits',
  providerTypeRequired: 'Provider Type is required',
  egfrAndUacrRequired: 'Both eGFR and uACR are required entries',
  egfrRequired: 'The eGFR is required as an entry',
  uacrRequired: 'The uACR is required as an entry',
  fileTypeNotAllowed: (types: string) => `This file type is not allowed. Please choose a properly formatted ${types} to upload`,
  fileSize: 'File size must be greater than 0MB and can not exceed 20MB',
} as const;

export const REQUEST_SIZE_MESSAGE = 'This request cannot be saved because it exceeds the 6 MB limit';

export const ENROLLMENT_MESSAGES = {
  firstSection: 'Please acknowledge the first section of terms and conditions.',
  secondSection: 'Please acknowledge the second section of terms and conditions.',
  thirdSection: 'Please acknowledge the third section of and conditions.',
  eula: 'Please review the User License Agreement.',
  patientSignature: 'Please enter a name into the patient signature box.',
  professionalSignature: 'Please enter a name into the professional signature box.',
  email: 'Please enter a valid email.',
  firstName: 'Please enter a valid first name.',
  lastName: 'Please enter a valid last name.',
  pin: 'Please enter a valid pin.',
  smsPhone: 'Please enter a valid phone number for texts.',
  timeZone: 'Please enter a valid timezone.',
  title: 'Please enter a valid title.',
  voicePhone: 'Please enter a valid phone number for calls.',
} as const;

export const TASK_MESSAGES = {
  title: 'Please enter a Task Title',
  assignee: 'Please assign this task to a Care Team Member',
  description: 'Please enter a Task Description',
} as const;

export const CALL_MESSAGES = {
  patientNumber: 'Please enter a valid phone number for the patient',
  providerNumber: 'Please enter a valid phone number for the provider',
  providerName: "Please enter provider's name",
} as const;

export const MESSAGE_BODY_REQUIRED = 'A message body is required.';
export const DOB_MISMATCH_MESSAGE = 'Date of Birth does not match record';
export const DOB_INVALID_MESSAGE = 'Please enter a valid date of birth.';
/** A signed-in caller without the permission a call needs (403), whichever route refuses. */
export const PERMISSION_DENIED_MESSAGE = 'You do not have permission to do this';
/** A guess limit reached where no wait is known. */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';
