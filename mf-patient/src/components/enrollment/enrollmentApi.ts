/**
 * The public enrollment calls (SPEC §7), token in the path. Errors reach the page: a wrong date of
 * birth or code is the patient's to read, not a reason to log anyone out. The calls are public, so
 * the client sends no token or API key: a lookup is a plain GET, with no CORS preflight.
 */
import { enrollmentLinkCalls as calls } from '@hearth/shared-kernel/api';
import { http, HttpError } from '@hearth/shared-kernel/http';
import {
  ENROLLMENT_ERRORS,
  type EnrollmentFlowStep,
  type EnrollmentInfo,
  type EnrollmentSubmission,
  type EnrollmentView,
} from '@hearth/shared-kernel/domain';

export const enrollmentApi = {
  /** The enrollment behind a link; throws 'enrollment not found' unless the answer's status is '200'. */
  async lookup(token: string): Promise<EnrollmentView> {
    // Any answer but '200' is 'not found'; a network failure is rethrown as it is (the patient may retry).
    const answer = await http.call(calls.lookup, { params: { token } }).catch((error: unknown) => {
      if (error instanceof HttpError) return { status: '404' as const };
      throw error;
    });
    if (answer.status !== '200') throw new Error(ENROLLMENT_ERRORS.notFound);
    return answer.payload;
  },
  progress: (token: string, step: EnrollmentFlowStep) => http.call(calls.progress, { params: { token }, body: { step } }),
  verifyDob: (token: string, dob: string) => http.call(calls.verifyDob, { params: { token }, body: { dob } }),
  /** Without a phone, the practice calls the number on record. */
  requestCall: (token: string, phone?: string) => http.call(calls.requestCall, { params: { token }, query: phone === undefined ? {} : { phone } }),
  sendCode: (token: string) => http.call(calls.sendCode, { params: { token } }),
  verifyCode: (token: string, code: string) => http.call(calls.verifyCode, { params: { token }, query: { code } }),
  saveInfo: (token: string, info: EnrollmentInfo) => http.call(calls.saveInfo, { params: { token }, body: info }),
  submit: (token: string, submission: EnrollmentSubmission) => http.call(calls.submit, { params: { token }, body: submission }),
};
