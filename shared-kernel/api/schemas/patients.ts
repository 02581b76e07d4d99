/** Input schemas of the patient calls (../patients.ts), one export per call, named as the call. */
import { z } from 'zod';
import { ENROLLMENT_STATUSES } from '../../domain/entities';
import { ROSTER_SORT_KEYS } from '../../domain/patients';
import { LANGUAGES, isLanguage } from '../../i18n/language';
import { cursor, flag, idParams, text } from './common';

const isEnrollmentStatus = (s: string) => Object.hasOwn(ENROLLMENT_STATUSES, s);

export const roster = {
  query: z.strictObject({
    search: z.string().max(100).optional(),
    /** Comma-separated enrollment statuses. */
    enrollmentStatus: z
      .string()
      .max(300)
      .refine((v) => v.split(',').every((s) => s.trim() === '' || isEnrollmentStatus(s.trim())), 'unknown enrollment status')
      .optional(),
    needsResponse: flag().optional(),
    doNotDisturb: flag().optional(),
    /** Comma-separated languages. */
    preferredLanguage: z
      .string()
      .max(20)
      .refine((v) => v.split(',').every((s) => s.trim() === '' || isLanguage(s.trim())), 'unknown language')
      .optional(),
    sortKey: z.enum(ROSTER_SORT_KEYS).default('lastName'),
    sortDirection: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('ASC').transform((d) => d.toUpperCase() as 'ASC' | 'DESC'),
    skip: z.coerce.number<number>().int().min(0).max(1_000_000).default(0),
    take: z.coerce.number<number>().int().min(1).max(200).default(20),
    /** Keyset paging: the page after `after` or before `before` (a page's `next` / `prev`); skip counts from there. */
    after: cursor().optional(),
    before: cursor().optional(),
  }),
};

export const patient = { params: idParams };

export const update = {
  params: idParams,
  body: z.strictObject({
    title: text(10).nullable().optional(),
    firstName: text(100).optional(),
    lastName: text(100).optional(),
    email: text(254).nullable().optional(),
    smsPhoneNumber: text(30).nullable().optional(),
    voicePhoneNumber: text(30).nullable().optional(),
    timeZone: text(64).optional(),
    gender: z.enum(['male', 'female', 'not_specified']).nullable().optional(),
    dateOfBirth: text(10).nullable().optional(),
    address: text(300).nullable().optional(),
    preferredLanguage: z.enum(LANGUAGES).nullable().optional(),
  }),
};

export const add = {
  body: z.strictObject({
    mrn: text(40),
    title: text(10).nullable().optional(),
    firstName: text(100),
    lastName: text(100),
    dateOfBirth: text(10),
    gender: z.enum(['male', 'female', 'not_specified']).nullable().optional(),
    smsPhoneNumber: text(30).nullable().optional(),
    voicePhoneNumber: text(30).nullable().optional(),
    email: text(254).nullable().optional(),
    timeZone: text(64),
    address: text(300).nullable().optional(),
    preferredLanguage: z.enum(LANGUAGES).nullable().optional(),
    confirmDuplicates: z.boolean().optional(),
  }),
};

export const commPrefs = { params: idParams };

export const saveCommPrefs = {
  params: idParams,
  body: z.strictObject({
    smsEnabled: z.boolean(),
    chatEnabled: z.boolean(),
    voiceEnabled: z.boolean(),
    contactStart: z.string().max(5),
    contactEnd: z.string().max(5),
    timeZone: z.string().max(64),
    doNotDisturb: z.boolean(),
  }),
};

export const programs = { params: idParams };
export const careTeam = { params: idParams };
