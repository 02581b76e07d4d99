/**
 * SPEC §3 practice settings: errors (the form refuses to save; the API answers 400) and SPEC §9's
 * recommendations (warned about, still allowed). Messages are keyed by field, for the form.
 */
import { isContactTime } from '../domain/patients';
import { isValidTimeZone } from '../domain/timezones';
import { OUTREACH_DAYS, OUTREACH_FREQUENCIES, type PracticeSettingsInput } from '../domain/admin';
import { isEmailAddress, phoneToE164 } from './phoneEmail';

export type PracticeSettingsField = keyof PracticeSettingsInput;
export type FieldMessages = Partial<Record<PracticeSettingsField, string>>;

export const PRACTICE_SETTINGS_MESSAGES = {
  supportPhone: 'Please enter a valid phone number for support contact.',
  outreachPhone: 'Please enter a valid outreach phone number.',
  taskNotificationEmail: 'Please enter a valid task notification e-mail.',
  doctorDisplayName: 'Please enter the doctor display name (at most 100 characters).',
  time: 'Please choose a time on a 15-minute step.',
  stopAfterStart: 'Stop responses time must be after the initiate outreach time.',
  closingAfterStop: 'Closing time must not be before the stop responses time.',
  timeZone: 'Please enter a valid timezone.',
  outreachFrequency: 'Please choose daily or weekly.',
  outreachDays: 'Please choose weekdays or including weekends.',
} as const;

export const PRACTICE_SETTINGS_WARNINGS = {
  earlyOutreach: 'SPEC recommends starting outreach no earlier than 9:00 AM.',
  lateStop: 'SPEC recommends stopping responses at least 1 hour before closing.',
} as const;

/** SPEC §9: outreach starts no earlier than 9 AM; responses stop 1 hour before closing. */
export const RECOMMENDED_OUTREACH_START = '09:00';
export const RECOMMENDED_STOP_MARGIN_MINUTES = 60;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function validatePracticeSettings(s: PracticeSettingsInput): FieldMessages {
  const out: FieldMessages = {};
  if (!phoneToE164(s.supportPhone)) out.supportPhone = PRACTICE_SETTINGS_MESSAGES.supportPhone;
  if (!phoneToE164(s.outreachPhone)) out.outreachPhone = PRACTICE_SETTINGS_MESSAGES.outreachPhone;
  if (!isEmailAddress(s.taskNotificationEmail)) out.taskNotificationEmail = PRACTICE_SETTINGS_MESSAGES.taskNotificationEmail;
  const name = typeof s.doctorDisplayName === 'string' ? s.doctorDisplayName.trim() : '';
  if (!name || name.length > 100) out.doctorDisplayName = PRACTICE_SETTINGS_MESSAGES.doctorDisplayName;
  if (!isValidTimeZone(s.timeZone)) out.timeZone = PRACTICE_SETTINGS_MESSAGES.timeZone;
  for (const field of ['outreachStart', 'stopResponses', 'closingTime'] as const) {
    if (!isContactTime(s[field])) out[field] = PRACTICE_SETTINGS_MESSAGES.time;
  }
  if (!out.outreachStart && !out.stopResponses && minutes(s.stopResponses) <= minutes(s.outreachStart)) {
    out.stopResponses = PRACTICE_SETTINGS_MESSAGES.stopAfterStart;
  }
  if (!out.stopResponses && !out.closingTime && minutes(s.closingTime) < minutes(s.stopResponses)) {
    out.closingTime = PRACTICE_SETTINGS_MESSAGES.closingAfterStop;
  }
  if (!Object.hasOwn(OUTREACH_FREQUENCIES, s.outreachFrequency)) out.outreachFrequency = PRACTICE_SETTINGS_MESSAGES.outreachFrequency;
  if (!Object.hasOwn(OUTREACH_DAYS, s.outreachDays)) out.outreachDays = PRACTICE_SETTINGS_MESSAGES.outreachDays;
  return out;
}

/** SPEC §9 recommendations not followed: shown beside the fields, saving is still allowed. */
export function practiceSettingsWarnings(s: Pick<PracticeSettingsInput, 'outreachStart' | 'stopResponses' | 'closingTime'>): FieldMessages {
  const out: FieldMessages = {};
  if (isContactTime(s.outreachStart) && minutes(s.outreachStart) < minutes(RECOMMENDED_OUTREACH_START)) {
    out.outreachStart = PRACTICE_SETTINGS_WARNINGS.earlyOutreach;
  }
  if (isContactTime(s.stopResponses) && isContactTime(s.closingTime) && minutes(s.closingTime) - minutes(s.stopResponses) < RECOMMENDED_STOP_MARGIN_MINUTES) {
    out.stopResponses = PRACTICE_SETTINGS_WARNINGS.lateStop;
  }
  return out;
}

/** '09:00' → '9:00 AM': how the form lists the 15-minute steps. */
export function timeLabel(time: string): string {
  const h = Number(time.slice(0, 2));
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${time.slice(3, 5)} ${suffix}`;
}
