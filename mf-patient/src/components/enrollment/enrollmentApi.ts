/**
 * The public enrollment calls (SPEC §7), token in the path. Errors reach the page: a wrong date of
 * birth or code is the patient's to read, not a reason to log anyone out.
 */
import { http, HttpError } from '@hearth/shared-kernel/http';
import {
  ENROLLMENT_ERRORS,
  type EnrollmentFlowStep,
  type EnrollmentInfo,
  type EnrollmentLookup,
  type EnrollmentSubmission,
  type EnrollmentView,
} from '@hearth/shared-kernel/domain';

// The link's token is the only credential: no headers, so a lookup needs no CORS preflight.
const caller = { anonymous: true } as const;
const at = (token: string, action = '') => `/enrollment/${encodeURIComponent(token)}${action ? `/${action}` : ''}`;

export const enrollmentApi = {
  /** The enrollment behind a link; throws 'enrollment not found' unless the answer's status is '200'. */
  async lookup(token: string): Promise<EnrollmentView> {
    // Any answer but '200' is 'not found'; a network failure is rethrown as it is (the patient may retry).
    const answer = await http.get<EnrollmentLookup>(at(token), caller).catch((error: unknown) => {
      if (error instanceof HttpError) return { status: '404' as const };
      throw error;
    });
    if (answer.status !== '200') throw new Error(ENROLLMENT_ERRORS.notFound);
    return answer.payload;
  },
  progress: (token: string, step: EnrollmentFlowStep) => http.post(at(token, 'progress'), { ...caller, body: { step } }),
  verifyDob: (token: string, dob: string) => http.post(at(token, 'verifyDob'), { ...caller, body: { dob } }),
  requestCall: (token: string, phone: string) => http.post(at(token, 'requestCall'), { ...caller, query: { phone } }),
  sendCode: (token: string) => http.post(at(token, 'sendCode'), caller),
  verifyCode: (token: string, code: string) => http.post(at(token, 'verifyCode'), { ...caller, query: { code } }),
  saveInfo: (token: string, info: EnrollmentInfo) => http.put(at(token, 'info'), { ...caller, body: info }),
  submit: (token: string, submission: EnrollmentSubmission) => http.post(at(token), { ...caller, body: submission }),
};
