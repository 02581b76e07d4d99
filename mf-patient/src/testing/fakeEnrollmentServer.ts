/**
 * A stand-in for the enrollment calls in component tests: answers fetch() the way the API does
 * (status codes and { message } bodies) from an in-memory enrollment. The real API has its own
 * tests, and the browser suite runs the pages against it.
 */
import { DOB_MISMATCH_MESSAGE, validateEnrollmentInfo } from '@hearth/shared-kernel/rules';
import { ENROLLMENT_ERRORS, type EnrollmentInfo, type EnrollmentView } from '@hearth/shared-kernel/domain';
import { installFetch, json } from './fakeFetch';

export interface FakeEnrollment {
  token: string;
  dob: string;
  code: string;
  view: EnrollmentView;
  calls: string[];
}

export function fakeEnrollment(over: Partial<EnrollmentView> = {}): FakeEnrollment {
  return {
    token: 'tok',
    dob: '05/31/1980',
    code: '1234',
    calls: [],
    view: {
      status: 'sent',
      step: 'features',
      organizationName: 'Riverside Family Practice',
      dobVerified: false,
      phoneVerified: false,
      phoneHint: '•••-•••-0142',
      info: null,
      preferredLanguage: null,
      ...over,
    },
  };
}

/** Installs the stand-in as the page's fetch; call the answer to put the old one back. */
export function serveEnrollment(e: FakeEnrollment): () => void {
  return installFetch((url, method, requestBody) => {
    const [, , token, action] = url.pathname.split('/');
    e.calls.push(`${method} ${action ?? ''}`.trim());
    const open = token === e.token && ['initiated', 'sent', 'waiting_for_phone_call'].includes(e.view.status);
    if (!open) return json(404, { status: '404' });
    const body = (requestBody ?? {}) as Record<string, unknown>;
    switch (`${method} ${action ?? ''}`) {
      case 'GET ':
        return json(200, { status: '200', payload: e.view });
      case 'POST progress':
        return json(204);
      case 'POST requestCall':
        e.view = { ...e.view, status: 'waiting_for_phone_call' };
        return json(204);
      case 'POST verifyDob':
        if (body.dob !== e.dob) return json(400, { message: DOB_MISMATCH_MESSAGE });
        e.view = { ...e.view, dobVerified: true, step: 'verify-phone' };
        return json(204);
      case 'POST sendCode':
        return json(204);
      case 'POST verifyCode':
        if (url.searchParams.get('code') !== e.code) return json(400, { message: ENROLLMENT_ERRORS.wrongCode });
        e.view = { ...e.view, phoneVerified: true, step: 'info' };
        return json(204);
      case 'PUT info': {
        const messages = validateEnrollmentInfo(body);
        if (messages.length) return json(400, { message: messages.join(' ') });
        e.view = { ...e.view, info: body as unknown as EnrollmentInfo, step: 'confirmation' };
        return json(204);
      }
      case 'PUT language':
        e.view = { ...e.view, preferredLanguage: body.language as EnrollmentView['preferredLanguage'] };
        return json(204);
      case 'POST ':
        e.view = { ...e.view, status: 'waiting_for_approval', step: 'finished' };
        return json(204);
      default:
        return json(404, { message: 'Not found' });
    }
  });
}
