/** A user added to a practice, and a user's profile: SPEC's title and suffix lists, names, e-mail. */
import { PROFESSIONAL_ROLES, SUFFIXES, TITLES } from '../domain/entities';
import { isValidName } from './contact';
import { isEmailAddress, phoneToE164 } from './phoneEmail';

export const USER_MESSAGES = {
  title: 'Please enter a valid title.',
  firstName: 'Please enter a valid first name.',
  lastName: 'Please enter a valid last name.',
  suffix: 'Please choose a suffix from the list.',
  email: 'Please enter a valid email.',
  userName: 'User name: 3 to 50 letters, digits, dots, hyphens or underscores.',
  userNameTaken: 'This user name is already taken.',
  role: 'Please choose a role.',
  mobilePhone: 'Please enter a valid mobile phone number.',
} as const;

export interface ProfileFields {
  title?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  suffix?: unknown;
  mobilePhone?: unknown;
}

const inList = (list: readonly string[], value: unknown) => value === null || value === undefined || value === '' || list.includes(String(value));

export function validateProfile(p: ProfileFields): Partial<Record<keyof ProfileFields, string>> {
  const out: Partial<Record<keyof ProfileFields, string>> = {};
  if (!inList(TITLES, p.title)) out.title = USER_MESSAGES.title;
  if (!isValidName(p.firstName)) out.firstName = USER_MESSAGES.firstName;
  if (!isValidName(p.lastName)) out.lastName = USER_MESSAGES.lastName;
  if (!inList(SUFFIXES, p.suffix)) out.suffix = USER_MESSAGES.suffix;
  if (p.mobilePhone !== undefined && p.mobilePhone !== null && p.mobilePhone !== '' && !phoneToE164(p.mobilePhone)) out.mobilePhone = USER_MESSAGES.mobilePhone;
  return out;
}

export const USER_NAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;

export interface NewUserFields extends ProfileFields {
  email?: unknown;
  userName?: unknown;
  roleId?: unknown;
}

export function validateNewUser(u: NewUserFields): Partial<Record<keyof NewUserFields, string>> {
  const out: Partial<Record<keyof NewUserFields, string>> = validateProfile(u);
  if (!isEmailAddress(u.email)) out.email = USER_MESSAGES.email;
  if (typeof u.userName !== 'string' || !USER_NAME_PATTERN.test(u.userName)) out.userName = USER_MESSAGES.userName;
  if (!Object.hasOwn(PROFESSIONAL_ROLES, String(u.roleId))) out.roleId = USER_MESSAGES.role;
  return out;
}
