/**
 * The patient's enrollment flow (SPEC §2, §4, §8) and the shapes of its public calls (SPEC §7:
 * GET enrollment/{token}; POST {token}/requestCall, sendCode, verifyCode; POST {token}). The
 * patient app and the API both read this file, so the order of the steps and the point a patient
 * may resume at are decided once.
 */
import type { Language } from '../i18n/language';
import type { EnrollmentStatus } from './entities';

/** The page a texted enrollment link opens: the flow's first page ('features'), its token in the query. */
export const ENROLLMENT_PATH = '/enrollment';

/** The flow in SPEC's order; 'features' is the initial page (/enrollment itself). */
export const ENROLLMENT_FLOW = [
  'features', 'need-help', 'get-started', 'verify-dob', 'verify-phone', 'info', 'confirmation', 'finished',
] as const;
export type EnrollmentFlowStep = (typeof ENROLLMENT_FLOW)[number];

/** Each step names the step after it; finished names none. */
export function nextEnrollmentStep(step: EnrollmentFlowStep): EnrollmentFlowStep | null {
  const at = ENROLLMENT_FLOW.indexOf(step);
  return at >= 0 && at < ENROLLMENT_FLOW.length - 1 ? ENROLLMENT_FLOW[at + 1] : null;
}

/**
 * The steps the patient works through, numbered on screen ("Step 3 of 5"): from getting started to
 * the confirmation. The welcome, help and finished pages are around the flow, not steps of it.
 */
export const ENROLLMENT_NUMBERED_STEPS = ['get-started', 'verify-dob', 'verify-phone', 'info', 'confirmation'] as const satisfies readonly EnrollmentFlowStep[];

/** `{ number, total }` of a numbered step (1-based), or null for a page outside the numbered flow. */
export function enrollmentStepNumber(step: EnrollmentFlowStep): { number: number; total: number } | null {
  const at = (ENROLLMENT_NUMBERED_STEPS as readonly EnrollmentFlowStep[]).indexOf(step);
  return at < 0 ? null : { number: at + 1, total: ENROLLMENT_NUMBERED_STEPS.length };
}

/** What the server answers about an enrollment link, once the token is good. */
export interface EnrollmentView {
  status: EnrollmentStatus;
  /** The furthest step the patient has reached: a reload or the same link comes back here. */
  step: EnrollmentFlowStep;
  organizationName: string;
  dobVerified: boolean;
  phoneVerified: boolean;
  /** The last digits of the number on record ('•••-•••-1234'), to tell the patient where the code goes. */
  phoneHint: string | null;
  /** Known contact details, shown for review once the phone is verified (never before). */
  info: EnrollmentInfo | null;
  /** The patient's language on record (their own choice or the care team's); null: the browser's. */
  preferredLanguage: Language | null;
  /** The practice's logo (an API path, `organizationCalls.logo`), or null when it has none. */
  logoUrl: string | null;
}

/** GET enrollment/{token}: status '200' with the payload, anything else is 'enrollment not found'. */
export type EnrollmentLookup = { status: '200'; payload: EnrollmentView } | { status: '404' };

export interface EnrollmentInfo {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  pin: string;
  smsPhoneNumber: string;
  voicePhoneNumber: string;
  timeZone: string;
}

export interface EnrollmentConsent {
  firstSection: boolean;
  secondSection: boolean;
  thirdSection: boolean;
  eula: boolean;
  patientSignature: string;
}

/** POST enrollment/{token}: the information and confirmation steps together. */
export type EnrollmentSubmission = EnrollmentInfo & EnrollmentConsent;

/** Statuses in which the link still leads into the flow (others show the invalid-link page). */
export const ENROLLMENT_OPEN_STATUSES: readonly EnrollmentStatus[] = ['initiated', 'sent', 'waiting_for_phone_call'];

const order = (step: EnrollmentFlowStep): number => ENROLLMENT_FLOW.indexOf(step);

/**
 * The page a patient opening `asked` should see. The link itself (/enrollment, 'features') resumes
 * at the furthest step reached; the pages up to the date-of-birth check are open, and any page up
 * to the furthest step may be revisited; nothing lies past a check the
 * server has not confirmed (date of birth, then phone). After a help request the form can no
 * longer be completed, so every page leads to the help page, which says a call is coming.
 */
export function resumeStep(
  view: Pick<EnrollmentView, 'status' | 'step' | 'dobVerified' | 'phoneVerified'>,
  asked: EnrollmentFlowStep,
): EnrollmentFlowStep {
  if (view.status === 'waiting_for_phone_call') return 'need-help';
  const ceiling: EnrollmentFlowStep = !view.dobVerified ? 'verify-dob' : !view.phoneVerified ? 'verify-phone' : 'confirmation';
  const reached = order(view.step) > order(ceiling) ? ceiling : view.step;
  if (asked === 'features') return reached;
  // The pages before the date-of-birth check hold nothing private: free to read in any order.
  if (order(asked) <= order('verify-dob')) return asked;
  return order(asked) > order(reached) ? reached : asked;
}

/** POST enrollment/{token}/progress: the server keeps the furthest step, capped like resumeStep. */
export function furthestStep(view: Pick<EnrollmentView, 'step' | 'dobVerified' | 'phoneVerified'>, step: EnrollmentFlowStep): EnrollmentFlowStep {
  const ceiling: EnrollmentFlowStep = !view.dobVerified ? 'verify-dob' : !view.phoneVerified ? 'verify-phone' : 'confirmation';
  const wanted = order(step) > order(view.step) ? step : view.step;
  return order(wanted) > order(ceiling) ? ceiling : wanted;
}

export const ENROLLMENT_ERRORS = {
  notFound: 'enrollment not found',
  invalidLink: 'Oops! This enrollment link is invalid or is awaiting approval.',
  wrongCode: 'The code you entered is not correct. Click below to receive a new code.',
} as const;

/**
 * What the link's calls answer the patient when a step cannot go on (the patient area shows them
 * in the patient's language, looked up by this English text).
 */
export const ENROLLMENT_ANSWERS = {
  tooManyCodes: 'Too many codes were requested. Please wait before asking for another.',
  dobFirst: 'Please verify your date of birth first.',
  phoneFirst: 'Please verify your phone number first.',
  callRequested: 'A member of your care team will call you to finish your enrollment.',
  noPhone: 'There is no phone number on record to text. Please ask for a call.',
  notOnRecord: 'That phone number is not the one on record. Please ask for a call.',
} as const;

/** The care team's side (org-scoped; the path names the patient, whose status it is). */

/** GET enrollment/pending: one patient waiting for approval, with the form they submitted. */
export interface PendingEnrollment {
  /** The invitation the patient submitted (null when the status was set without one). */
  enrollmentId: string | null;
  patientId: string;
  patientName: string;
  status: EnrollmentStatus;
  statusLabel: string;
  submittedAt: string | null;
  /** The information step as submitted; the pin is never answered (''). */
  info: EnrollmentInfo | null;
  /** The date of birth the patient entered on the link (YYYY-MM-DD), null when none was. */
  enteredDob: string | null;
  /** The date of birth on the patient's record (YYYY-MM-DD). */
  dobOnFile: string | null;
}

/** GET enrollment/pending's page size (the approval screen's table). */
export const PENDING_ENROLLMENTS_PAGE_SIZE = 20;

/**
 * The roster row's link action for an enrollment status (SPEC §4): a patient who can be invited
 * is offered Invite; one whose link was sent is offered Resend; none for the others (enrolled,
 * opted out, waiting for a call or for approval).
 */
export function enrollmentLinkAction(status: EnrollmentStatus): 'Invite' | 'Resend' | null {
  if (status === 'sent') return 'Resend';
  return INVITABLE_STATUSES.includes(status) ? 'Invite' : null;
}
const INVITABLE_STATUSES: readonly EnrollmentStatus[] = ['not_enrolled', 'initiated', 'denied', 'cancelled', 'unenrolled', 'inactivated', 'patient_declined'];

/** POST enrollment/{patientId}/approve | deny | status: the status now. */
export interface EnrollmentDecision {
  patientId: string;
  enrollmentId: string | null;
  status: EnrollmentStatus;
  /** SPEC's label: approved shows as Enrolled. */
  label: string;
}

/** GET enrollment-info/{patientId}: the patient's latest enrollment, as the care team sees it. */
export interface EnrollmentRecord {
  enrollmentId: string | null;
  patientId: string;
  status: EnrollmentStatus;
  statusLabel: string;
  step: EnrollmentFlowStep;
  dobVerified: boolean;
  phoneVerified: boolean;
  /** When the link stops working, while it is still open. */
  linkExpiresAt: string | null;
  callRequestedAt: string | null;
  callbackPhone: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
  /** The deciding professional's display name. */
  decidedBy: string | null;
  info: EnrollmentInfo | null;
  /** The consent checkboxes, the signature and when it was given. */
  consent: (Partial<EnrollmentConsent> & { signedAt?: string }) | null;
}

/** POST /enrollment/invite { patientId } answer. */
export interface EnrollmentInvitation {
  patientId: string;
  enrollmentStatus: EnrollmentStatus;
  expiresAt: string;
  /** Last four digits of the number texted. */
  sentToLast4: string;
}
