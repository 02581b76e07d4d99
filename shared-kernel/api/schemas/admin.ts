/** Input schemas of the practice administration calls (../admin.ts), one export per call, named as the call. */
import { z } from 'zod';
import { EVENT_TYPES, OUTREACH_DAYS, OUTREACH_FREQUENCIES, TASK_TYPES } from '../../domain/admin';
import { text, uuid } from './common';

const orgParams = z.strictObject({ orgId: uuid() });
const userParams = z.strictObject({ orgId: uuid(), id: uuid() });
const roleId = z.number().int().min(1).max(9);
const hhmm = text(5);

export const practices = { query: z.strictObject({ search: text(100).optional() }) };

export const settings = { params: orgParams };
export const logo = { params: orgParams };
export const uploadLogo = { params: orgParams };
export const removeLogo = { params: orgParams };

/** Shapes only: the kernel rule (validatePracticeSettings) judges the values, with SPEC-style messages. */
export const saveSettings = {
  params: orgParams,
  body: z.strictObject({
    timeZone: text(64),
    supportPhone: text(40),
    taskNotificationEmail: text(254),
    doctorDisplayName: text(200),
    outreachStart: hhmm,
    stopResponses: hhmm,
    closingTime: hhmm,
    outreachFrequency: z.enum(Object.keys(OUTREACH_FREQUENCIES) as [keyof typeof OUTREACH_FREQUENCIES]),
    outreachDays: z.enum(Object.keys(OUTREACH_DAYS) as [keyof typeof OUTREACH_DAYS]),
    outreachPhone: text(40),
  }),
};

const assignmentsBody = <T extends readonly [string, ...string[]]>(types: T) =>
  z.strictObject({
    assignments: z.array(z.strictObject({ professionalId: uuid(), types: z.array(z.enum(types)).max(types.length) })).max(500),
  });

export const taskAssignments = { params: orgParams };
export const saveTaskAssignments = { params: orgParams, body: assignmentsBody(TASK_TYPES) };
export const notificationAssignments = { params: orgParams };
export const saveNotificationAssignments = { params: orgParams, body: assignmentsBody(EVENT_TYPES) };

export const users = {
  params: orgParams,
  query: z.strictObject({
    search: text(100).optional(),
    skip: z.coerce.number<number>().int().min(0).max(1_000_000).default(0),
    take: z.coerce.number<number>().int().min(1).max(100).default(20),
  }),
};

export const addUser = {
  params: orgParams,
  body: z.strictObject({
    title: text(10).nullable(),
    firstName: text(100),
    lastName: text(100),
    suffix: text(20).nullable(),
    email: text(254),
    userName: text(50),
    roleId,
  }),
};

export const changeRole = { params: userParams, body: z.strictObject({ roleId }) };
export const removeUser = { params: userParams };
export const deactivateUser = { params: userParams };
export const reactivateUser = { params: userParams };
