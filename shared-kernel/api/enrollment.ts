/**
 * Enrollment calls (SPEC §7). Two groups: the care team's decisions (org-scoped; the path names the
 * PATIENT, the status being the patient's) and the patient's public link (the token in the path is
 * the credential). An unknown, expired or closed link answers 404 — `{ status: '404' }` to the
 * lookup, `{ message: 'enrollment not found' }` to the others — whether or not a record exists.
 */
import type { EnrollmentDecision, EnrollmentLookup, EnrollmentRecord, PendingEnrollment } from '../domain/enrollment';
import type { Paged } from '../domain/paging';
import { PUBLIC, inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/enrollment';

const decide = inOrg('MODIFY_ENROLLMENT');

export const enrollmentCalls = {
  /**
   * Submissions awaiting approval, newest first, a page at a time; `search` as the roster's
   * (name, date of birth, MRN or phone). Declared before the link's calls: 'pending' is not a token.
   */
  pending: call<typeof S.pending, Paged<PendingEnrollment>>()('GET', '/enrollment/pending', decide),
  approve: call<typeof S.approve, EnrollmentDecision>()('POST', '/enrollment/:id/approve', decide),
  deny: call<typeof S.deny, EnrollmentDecision>()('POST', '/enrollment/:id/deny', decide),
  /** The other transitions (the API's transitions.ts says which). */
  changeStatus: call<typeof S.changeStatus, EnrollmentDecision>()('POST', '/enrollment/:id/status', decide),
  /** The patient's enrollment record (an audited read). */
  record: call<typeof S.record, EnrollmentRecord>()('GET', '/enrollment-info/:patientId', inOrg('VIEW_PATIENT')),
};

/** The patient's link; each answers 204 unless said otherwise, 429 with Retry-After when a check is locked. */
export const enrollmentLinkCalls = {
  /**
   * `{ status: '200', payload: EnrollmentView }`; the same 404 `{ status: '404' }` for unknown,
   * expired, revoked and closed links
   */
  lookup: call<typeof S.lookup, EnrollmentLookup>()('GET', '/enrollment/:token', PUBLIC),
  /** { dob } as MM/DD/YYYY. */
  verifyDob: call<typeof S.verifyDob, void>()('POST', '/enrollment/:token/verifyDob', PUBLIC),
  /** The status becomes waiting_for_phone_call. */
  requestCall: call<typeof S.requestCall, void>()('POST', '/enrollment/:token/requestCall', PUBLIC),
  /** Texts a 4-digit code to the number on record. */
  sendCode: call<typeof S.sendCode, void>()('POST', '/enrollment/:token/sendCode', PUBLIC),
  /**
   * 204; 400 `The code you entered is not correct. …`; 429 + `Retry-After` after 5 wrong (parallel
   * included)
   */
  verifyCode: call<typeof S.verifyCode, void>()('POST', '/enrollment/:token/verifyCode', PUBLIC),
  /** The server keeps furthestStep(view, step). */
  progress: call<typeof S.progress, void>()('POST', '/enrollment/:token/progress', PUBLIC),
  /** `{ language }`: the patient chose the language of their pages and texts (the first step's chooser). */
  language: call<typeof S.language, void>()('PUT', '/enrollment/:token/language', PUBLIC),
  /** A draft; 400 with SPEC's messages. */
  saveInfo: call<typeof S.saveInfo, void>()('PUT', '/enrollment/:token/info', PUBLIC),
  /** The information and confirmation steps together; the status becomes waiting_for_approval. */
  submit: call<typeof S.submit, void>()('POST', '/enrollment/:token', PUBLIC),
};
