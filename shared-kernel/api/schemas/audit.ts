/** Input schemas of the audit calls (../audit.ts), one export per call, named as the call. */
import { z } from 'zod';
import { TIME_ZONE_INVALID_MESSAGE, isValidTimeZone } from '../../domain/timezones';
import { parseCalendarDate } from '../../rules/dates';
import { text, uuid } from './common';

export const trail = {
  query: z.strictObject({
    limit: z.coerce.number<number>().int().min(1).max(500).default(100),
    /** Rows older than this id (paging). */
    before: z.string().regex(/^\d{1,18}$/).optional(),
  }),
};

/** A calendar day, YYYY-MM-DD, in 1900–2100. */
const day = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date (YYYY-MM-DD)')
    .refine((v) => parseCalendarDate(v) !== null, 'expected a date between 1900 and 2100');

/** The report's filters: a patient, a user, and days (from and to included) in the reader's time zone. */
const filters = {
  patientId: uuid().optional(),
  professionalId: uuid().optional(),
  from: day().optional(),
  to: day().optional(),
  timeZone: z.string().max(64).refine(isValidTimeZone, TIME_ZONE_INVALID_MESSAGE).default('UTC'),
};

export const accessReport = {
  query: z.strictObject({
    ...filters,
    /** Rows older than this one (the previous page's `next`). */
    before: z.string().regex(/^\d{1,18}$/, 'expected a page cursor').optional(),
    take: z.coerce.number<number>().int().min(1).max(200).default(50),
  }),
};

export const accessReportCsv = { query: z.strictObject(filters) };

export const accessReportPatients = {
  query: z.strictObject({ search: text(100).trim().min(1) }),
};

export const accessReportUsers = {};
