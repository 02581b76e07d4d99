/** Input schemas of the hospital-event calls (../events.ts), one export per call, named as the call. */
import { z } from 'zod';
import { ADT_EVENT_TYPES } from '../../domain/adtEvents';
import { idParams, text, uuid } from './common';
import { add } from './patients';

const paging = {
  skip: z.coerce.number<number>().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number<number>().int().min(1).max(200).default(20),
};
/** A calendar day that exists (2026-02-31 does not). */
const day = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date (YYYY-MM-DD)')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'not a calendar date');

/** Raw HL7 v2 text (ER7), as integration engines post it; 1 MB is far above any ADT message. */
export const intake = { body: z.string().min(1).max(1_000_000) };

/** The patient's name or MRN, as the hospital sent them. */
const search = z.string().trim().max(100).optional();

export const pending = { query: z.strictObject({ ...paging, search }) };

export const history = {
  query: z.strictObject({
    type: z.enum(ADT_EVENT_TYPES).optional(),
    /** Inclusive days of the event, in UTC. */
    from: day().optional(),
    to: day().optional(),
    search,
    ...paging,
  }),
};

export const patientEvents = { params: idParams, query: z.strictObject(paging) };

export const acknowledge = { params: idParams };

export const createTask = {
  params: idParams,
  body: z.strictObject({
    title: text(200),
    description: text(4000),
    assignedTo: uuid(),
    dueDate: day().nullable().optional(),
  }),
};

export const match = { params: idParams, body: z.strictObject({ patientId: uuid() }) };

/** The add-patient body (same fields, same limits) for the patient an unmatched event names. */
export const addPatient = { params: idParams, body: add.body };
