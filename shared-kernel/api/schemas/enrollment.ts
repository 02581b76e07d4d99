/** Input schemas of the enrollment calls (../enrollment.ts), one export per call, named as the call. */
import { z } from 'zod';
import { ENROLLMENT_FLOW, PENDING_ENROLLMENTS_PAGE_SIZE } from '../../domain/enrollment';
import { ENROLLMENT_STATUSES, type EnrollmentStatus } from '../../domain/entities';
import { LANGUAGES } from '../../i18n/language';
import { idParams, paging, uuid } from './common';

// ---- the care team (the path names the patient, whose enrollment it is) ----------------------
export const pending = {
  query: z.strictObject({
    search: z.string().max(100).optional(),
    ...paging(PENDING_ENROLLMENTS_PAGE_SIZE, 100),
  }),
};
export const approve = { params: idParams };
export const deny = { params: idParams };
export const changeStatus = {
  params: idParams,
  body: z.strictObject({ status: z.enum(Object.keys(ENROLLMENT_STATUSES) as [EnrollmentStatus, ...EnrollmentStatus[]]) }),
};
export const record = { params: z.strictObject({ patientId: uuid() }) };

// ---- the patient's link (the token is the credential) -----------------------------------------
const tokenParams = z.strictObject({ token: z.string().max(200) });
const phoneQuery = z.strictObject({ phone: z.string().max(40).optional() });
const infoFields = {
  title: z.string().max(20),
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  email: z.string().max(300),
  pin: z.string().max(20),
  smsPhoneNumber: z.string().max(40),
  voicePhoneNumber: z.string().max(40),
  timeZone: z.string().max(100),
};

export const lookup = { params: tokenParams };
export const verifyDob = { params: tokenParams, body: z.strictObject({ dob: z.string().max(40) }) };
export const requestCall = { params: tokenParams, query: phoneQuery };
export const sendCode = { params: tokenParams, query: phoneQuery };
export const verifyCode = { params: tokenParams, query: z.strictObject({ code: z.string().max(20) }) };
export const progress = { params: tokenParams, body: z.strictObject({ step: z.enum(ENROLLMENT_FLOW) }) };
export const language = { params: tokenParams, body: z.strictObject({ language: z.enum(LANGUAGES) }) };
export const saveInfo = { params: tokenParams, body: z.strictObject(infoFields) };
export const submit = {
  params: tokenParams,
  body: z.strictObject({
    ...infoFields,
    firstSection: z.boolean(),
    secondSection: z.boolean(),
    thirdSection: z.boolean(),
    eula: z.boolean(),
    patientSignature: z.string().max(200),
  }),
};
