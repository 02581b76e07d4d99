/** Input schemas of the program calls (../programs.ts), one export per call, named as the call. */
import { z } from 'zod';
import { PROGRAM_ENROLLMENT_STATUSES } from '../../domain/entities';
import { PROGRAM_STATUS_ACTIONS } from '../../domain/programs';
import { none, paging, uuid } from './common';

/** A catalogue key ('stayintouch'). */
export const programKey = () => z.string().regex(/^[a-z0-9-]{1,40}$/, 'expected a program id such as stayintouch');
const programParams = z.strictObject({ programId: programKey() });

const statusList = z
  .string()
  .max(200)
  .refine((v) => v.split(',').every((s) => s.trim() === '' || (PROGRAM_ENROLLMENT_STATUSES as readonly string[]).includes(s.trim())), 'unknown program status');

const direction = z.enum(['ASC', 'DESC', 'asc', 'desc']).default('ASC').transform((d) => d.toUpperCase() as 'ASC' | 'DESC');

export const PROGRAM_ROSTER_SORT_KEYS = ['lastName', 'firstName', 'dateOfBirth', 'status', 'updatedAt'] as const;

export const list = none;
export const catalogue = none;
export const addProgram = { params: programParams };
export const overview = { params: programParams };
export const roster = {
  params: programParams,
  query: z.strictObject({
    search: z.string().max(100).optional(),
    /** Comma-separated program statuses. */
    status: statusList.optional(),
    sortKey: z.enum(PROGRAM_ROSTER_SORT_KEYS).default('lastName'),
    sortDirection: direction,
    ...paging(),
  }),
};
export const eligible = {
  params: programParams,
  query: z.strictObject({
    search: z.string().max(100).optional(),
    sortKey: z.enum(['lastName', 'firstName', 'dateOfBirth']).default('lastName'),
    sortDirection: direction,
    ...paging(),
  }),
};
export const enroll = {
  params: programParams,
  body: z.strictObject({ patientIds: z.array(uuid()).min(1, 'Choose at least one patient').max(200) }),
};
export const changeStatus = {
  params: z.strictObject({ programId: programKey(), patientId: uuid() }),
  body: z.strictObject({ action: z.enum(PROGRAM_STATUS_ACTIONS) }),
};
export const outreaches = { params: programParams, query: z.strictObject(paging()) };
export const outreach = { params: z.strictObject({ programId: programKey(), outreachId: uuid() }) };
export const practiceFigures = { params: programParams };
export const taskFigures = { params: programParams };
export const runNextWindow = none;
