import { ENROLLMENT_FLOW, enrollmentLinkAction, enrollmentStepNumber, furthestStep, nextEnrollmentStep, resumeStep, type EnrollmentView } from './enrollment';

const view = (over: Partial<EnrollmentView>): Pick<EnrollmentView, 'status' | 'step' | 'dobVerified' | 'phoneVerified'> => ({
  status: 'sent',
  step: 'features',
  dobVerified: false,
  phoneVerified: false,
  ...over,
});

describe('enrollment flow', () => {
  it("follows SPEC's order, each step naming the next", () => {
    expect(ENROLLMENT_FLOW).toEqual(['features', 'need-help', 'get-started', 'verify-dob', 'verify-phone', 'info', 'confirmation', 'finished']);
    const chain: string[] = ['features'];
    for (let s = nextEnrollmentStep('features'); s; s = nextEnrollmentStep(s)) chain.push(s);
    expect(chain).toEqual([...ENROLLMENT_FLOW]);
    expect(nextEnrollmentStep('finished')).toBeNull();
  });

  it('resumes the link where the patient was', () => {
    expect(resumeStep(view({}), 'features')).toBe('features');
    expect(resumeStep(view({ step: 'get-started' }), 'features')).toBe('get-started');
    expect(resumeStep(view({ step: 'info', dobVerified: true, phoneVerified: true }), 'features')).toBe('info');
  });

  it('opens the pages before the date-of-birth check in any order', () => {
    expect(resumeStep(view({}), 'verify-dob')).toBe('verify-dob');
    expect(resumeStep(view({}), 'need-help')).toBe('need-help');
  });

  it('lets nobody past a check the server has not confirmed', () => {
    expect(resumeStep(view({}), 'info')).toBe('features');
    expect(resumeStep(view({ step: 'verify-dob' }), 'confirmation')).toBe('verify-dob');
    // A forged furthest step is capped by the checks.
    expect(resumeStep(view({ step: 'confirmation', dobVerified: true }), 'confirmation')).toBe('verify-phone');
    expect(resumeStep(view({ step: 'confirmation', dobVerified: true, phoneVerified: true }), 'info')).toBe('info');
  });

  it('sends every page to the help page once a call was requested', () => {
    expect(resumeStep(view({ status: 'waiting_for_phone_call', step: 'info', dobVerified: true }), 'info')).toBe('need-help');
  });

  it('keeps the furthest step, never beyond the checks', () => {
    expect(furthestStep(view({}), 'get-started')).toBe('get-started');
    expect(furthestStep(view({ step: 'get-started' }), 'need-help')).toBe('get-started');
    expect(furthestStep(view({}), 'confirmation')).toBe('verify-dob');
    expect(furthestStep(view({ step: 'verify-phone', dobVerified: true, phoneVerified: true }), 'confirmation')).toBe('confirmation');
  });
});

describe('enrollmentLinkAction (the roster row)', () => {
  it('offers Resend once a link was sent, Invite where a new link may be sent, nothing otherwise', () => {
    expect(enrollmentLinkAction('sent')).toBe('Resend');
    for (const s of ['not_enrolled', 'denied', 'cancelled', 'initiated'] as const) expect(enrollmentLinkAction(s)).toBe('Invite');
    for (const s of ['approved', 'opted_out', 'waiting_for_approval', 'waiting_for_phone_call'] as const) expect(enrollmentLinkAction(s)).toBeNull();
  });
});

describe('the step indicator', () => {
  it('numbers the steps the patient works through, from getting started to the confirmation', () => {
    expect(enrollmentStepNumber('get-started')).toEqual({ number: 1, total: 5 });
    expect(enrollmentStepNumber('verify-phone')).toEqual({ number: 3, total: 5 });
    expect(enrollmentStepNumber('confirmation')).toEqual({ number: 5, total: 5 });
  });

  it('leaves the pages around the flow unnumbered', () => {
    for (const step of ['features', 'need-help', 'finished'] as const) expect(enrollmentStepNumber(step)).toBeNull();
  });
});
