/**
 * The enrollment flow's rules on the server: which link stands, the date-of-birth and code checks
 * with their limits, the steps, the form and the care team's decisions. Validation is the
 * kernel's (the patient app runs the same functions); the SQL lives in store.ts.
 */
import {
  ENROLLMENT_ANSWERS,
  ENROLLMENT_ERRORS,
  ENROLLMENT_STATUSES,
  furthestStep,
  type EnrollmentDecision,
  type EnrollmentFlowStep,
  type EnrollmentInfo,
  type EnrollmentRecord,
  type EnrollmentStatus,
  type EnrollmentSubmission,
  type EnrollmentView,
} from '@hearth/shared-kernel/domain';
import {
  DOB_MISMATCH_MESSAGE,
  ENROLLMENT_MESSAGES,
  formatIsoDate,
  formatPhone,
  normalizePhone,
  parseUsDate,
  dobMatches,
  validateEnrollmentConfirmation,
  validateEnrollmentInfo,
} from '@hearth/shared-kernel/rules';
import { subs } from '@hearth/shared-kernel/conversations';
import type { Language } from '@hearth/shared-kernel/i18n';
import { textsFor } from '@hearth/shared-kernel/i18n/texts';
import { setPreferredLanguage } from '../patients/port';
import type { Db } from '../../platform/db/types';
import { audit } from '../patient-app/port';
import { CODE_POLICY, DOB_POLICY, recordFailure, recordSuccess, reserveAttempt, reserveEvery, lockedFor, takeSlot, type RateLimit } from '../../platform/limits/attempt-locks';
import { codeDigest, hashToken, pinDigest, isWellFormedCode, isWellFormedToken, newVerificationCode } from '../patient-app/port';
import type { Outcome } from '../patient-app/port';
import type { SmsSender } from '../patient-app/port';
import * as store from './store';
import { mayTransition } from './transitions';
import type { LiveOutlet, SocketCloser } from '../../platform/live/fanout';
import { endPatientAccess } from '../patient-app/port';
import { textPatientNotice } from '../conversations/port';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '@hearth/shared-kernel/rules';

const CODE_TTL_SECONDS = 10 * 60;
/** Codes texted per enrollment: 3 in 10 minutes, and no more than 10 a day. */
export const SEND_CODE_LIMIT: RateLimit = { scope: 'enrollment-send-code', max: 3, windowSeconds: 10 * 60 };
export const SEND_CODE_DAILY_LIMIT: RateLimit = { scope: 'enrollment-send-code-day', max: 10, windowSeconds: 24 * 3600 };

export const ENROLLMENT_API_MESSAGES = {
  tooManyAttempts: TOO_MANY_ATTEMPTS_MESSAGE,
  ...ENROLLMENT_ANSWERS,
  codeExpired: ENROLLMENT_ERRORS.wrongCode,
  transition: (from: EnrollmentStatus, to: EnrollmentStatus) =>
    `An enrollment that is ${ENROLLMENT_STATUSES[from]} cannot become ${ENROLLMENT_STATUSES[to]}.`,
  notFoundPro: 'Enrollment not found',
} as const;

const ok = <B>(body?: B): Outcome<B> => ({ ok: true, body });
const fail = (status: number, message: string, extra: Partial<Extract<Outcome, { ok: false }>> = {}): Outcome<never> => ({
  ok: false,
  status,
  message,
  ...extra,
});
const NOT_FOUND = fail(404, ENROLLMENT_ERRORS.notFound);

export interface ServiceDeps {
  db: Db;
  secret: string;
  sms: SmsSender;
  publish: LiveOutlet['publish'];
  closeSockets: SocketCloser['closeSockets'];
}

/** The number shown to a patient before the code is sent: '•••-•••-1234'. */
function phoneHint(phone: string | null): string | null {
  return phone && phone.length >= 4 ? `•••-•••-${phone.slice(-4)}` : null;
}

function toView(row: store.EnrollmentRow): EnrollmentView {
  return {
    status: row.status,
    step: row.step,
    organizationName: row.organizationName,
    dobVerified: row.dobVerified,
    phoneVerified: row.phoneVerified,
    phoneHint: row.dobVerified ? phoneHint(row.patient.phone) : null,
    info: row.phoneVerified ? (row.draft ?? store.infoFromPatient(row)) : null,
    preferredLanguage: row.preferredLanguage,
  };
}

export class EnrollmentService {
  constructor(private readonly deps: ServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** The enrollment behind an open, unexpired link, or null (the same for every kind of miss). */
  private async open(token: string): Promise<store.EnrollmentRow | null> {
    if (!isWellFormedToken(token)) return null;
    return store.byTokenHash(this.db, hashToken(token));
  }

  /** The care team hears of it: an organization message, and a beneficiary one for the roster row. */
  private async organizationEvent(row: { orgId: string; patientId: string; id: string | null }, status: EnrollmentStatus) {
    const sub = subs.organization(row.orgId);
    await this.deps.publish(sub, 'organization', { kind: 'enrollment', enrollmentId: row.id, patientId: row.patientId, status }).catch(() => undefined);
    await this.deps.publish(sub, 'beneficiary', { patientId: row.patientId, change: 'enrollment' }).catch(() => undefined);
  }

  async lookup(token: string): Promise<EnrollmentView | null> {
    const row = await this.open(token);
    return row ? toView(row) : null;
  }

  async verifyDob(token: string, dob: string, ip: string): Promise<Outcome> {
    const row = await this.open(token);
    if (!row) return NOT_FOUND;
    if (row.status === 'waiting_for_phone_call') return fail(409, ENROLLMENT_API_MESSAGES.callRequested);
    // A malformed date is refused without using a guess.
    if (!parseUsDate(dob)) return fail(400, DOB_MISMATCH_MESSAGE);
    const slot = await reserveAttempt(this.db, DOB_POLICY, row.id);
    if (!slot.ok) return fail(429, ENROLLMENT_API_MESSAGES.tooManyAttempts, { retryAfterSeconds: slot.retryAfterSeconds });
    if (!dobMatches(dob, row.patient.dob)) {
      const locked = await recordFailure(this.db, DOB_POLICY, row.id);
      await audit(this.db, { event: locked ? 'enrollment_locked' : 'enrollment_dob_failure', orgId: row.orgId, ip, detail: { enrollmentId: row.id, check: 'dob' } });
      return fail(400, DOB_MISMATCH_MESSAGE);
    }
    await recordSuccess(this.db, DOB_POLICY, row.id);
    await store.markDobVerified(this.db, row.id, furthestStep({ ...row, dobVerified: true }, 'verify-phone'), formatIsoDate(parseUsDate(dob)!));
    return ok();
  }

  async requestCall(token: string, phone: string | undefined): Promise<Outcome> {
    const row = await this.open(token);
    if (!row) return NOT_FOUND;
    const callback = phone === undefined || phone.trim() === '' ? null : normalizePhone(phone);
    if (phone && phone.trim() !== '' && !callback) return fail(400, ENROLLMENT_MESSAGES.voicePhone);
    await store.requestCall(this.db, row, callback);
    if (row.status !== 'waiting_for_phone_call') await this.organizationEvent(row, 'waiting_for_phone_call');
    return ok();
  }

  async sendCode(token: string, phone: string | undefined): Promise<Outcome> {
    const row = await this.open(token);
    if (!row) return NOT_FOUND;
    if (row.status === 'waiting_for_phone_call') return fail(409, ENROLLMENT_API_MESSAGES.callRequested);
    // Nothing is texted before the date of birth is confirmed, and only to the number on record.
    if (!row.dobVerified) return fail(403, ENROLLMENT_API_MESSAGES.dobFirst);
    const onRecord = row.patient.phone;
    if (!onRecord) return fail(409, ENROLLMENT_API_MESSAGES.noPhone);
    if (phone && phone.trim() !== '' && normalizePhone(phone) !== onRecord) return fail(400, ENROLLMENT_API_MESSAGES.notOnRecord);
    const locked = await lockedFor(this.db, CODE_POLICY, row.id);
    if (locked) return fail(429, ENROLLMENT_API_MESSAGES.tooManyAttempts, { retryAfterSeconds: locked });
    // The day's limit first: when both refuse, its wait is the longer.
    const sends = await reserveEvery(this.db, takeSlot, [[SEND_CODE_DAILY_LIMIT, row.id], [SEND_CODE_LIMIT, row.id]]);
    if (!sends.ok) return fail(429, ENROLLMENT_API_MESSAGES.tooManyCodes, { retryAfterSeconds: sends.retryAfterSeconds });

    const code = newVerificationCode();
    await store.replaceCode(this.db, row.id, codeDigest(this.deps.secret, row.id, code), CODE_TTL_SECONDS);
    await this.deps.sms.send({
      orgId: row.orgId,
      patientId: row.patientId,
      to: onRecord,
      purpose: 'enrollment-code',
      body: textsFor(row.preferredLanguage)('enrollmentCode', { orgName: row.organizationName, code, minutes: CODE_TTL_SECONDS / 60 }),
    });
    return ok();
  }

  async verifyCode(token: string, code: string, ip: string): Promise<Outcome> {
    const row = await this.open(token);
    if (!row) return NOT_FOUND;
    if (row.status === 'waiting_for_phone_call') return fail(409, ENROLLMENT_API_MESSAGES.callRequested);
    if (!row.dobVerified) return fail(403, ENROLLMENT_API_MESSAGES.dobFirst);
    if (!isWellFormedCode(code)) return fail(400, ENROLLMENT_ERRORS.wrongCode);
    const slot = await reserveAttempt(this.db, CODE_POLICY, row.id);
    if (!slot.ok) return fail(429, ENROLLMENT_API_MESSAGES.tooManyAttempts, { retryAfterSeconds: slot.retryAfterSeconds });
    // Single use: the matching, unexpired, unused code is consumed in the same statement that finds it.
    if (!(await store.consumeCode(this.db, row.id, codeDigest(this.deps.secret, row.id, code)))) {
      const locked = await recordFailure(this.db, CODE_POLICY, row.id);
      if (locked) await store.burnCodes(this.db, row.id);
      await audit(this.db, { event: locked ? 'enrollment_locked' : 'enrollment_code_failure', orgId: row.orgId, ip, detail: { enrollmentId: row.id, check: 'code' } });
      return fail(400, ENROLLMENT_ERRORS.wrongCode);
    }
    await recordSuccess(this.db, CODE_POLICY, row.id);
    await store.markPhoneVerified(this.db, row.id, furthestStep({ ...row, phoneVerified: true }, 'info'));
    return ok();
  }

  async progress(token: string, step: EnrollmentFlowStep): Promise<Outcome> {
    const row = await this.open(token);
    if (!row) return NOT_FOUND;
    const next = furthestStep(row, step);
    if (next !== row.step) await store.setStep(this.db, row.id, next);
    return ok();
  }

  /** The patient chose the language of their pages and texts (the first step's chooser). */
  async language(token: string, language: Language, ip: string): Promise<Outcome> {
    const row = await this.open(token);
    if (!row) return NOT_FOUND;
    await setPreferredLanguage(this.db, { orgId: row.orgId, patientId: row.patientId, ip, route: 'PUT /enrollment/:token/language' }, language);
    await this.deps.publish(subs.organization(row.orgId), 'beneficiary', { patientId: row.patientId, change: 'updated' }).catch(() => undefined);
    return ok();
  }

  /** Checks shared by the draft and the submission: the link stands, the phone is verified, no call requested. */
  private async formRow(token: string): Promise<store.EnrollmentRow | Outcome> {
    const row = await this.open(token);
    if (!row) return NOT_FOUND;
    if (row.status === 'waiting_for_phone_call') return fail(409, ENROLLMENT_API_MESSAGES.callRequested);
    if (!row.dobVerified) return fail(403, ENROLLMENT_API_MESSAGES.dobFirst);
    if (!row.phoneVerified) return fail(403, ENROLLMENT_API_MESSAGES.phoneFirst);
    return row;
  }

  async saveInfo(token: string, info: EnrollmentInfo): Promise<Outcome> {
    const row = await this.formRow(token);
    if ('ok' in row) return row;
    const messages = validateEnrollmentInfo(info);
    if (messages.length) return fail(400, messages[0], { messages });
    await store.saveDraft(this.db, row.id, cleanInfo(info), pinDigest(this.deps.secret, row.patientId, info.pin.trim()), furthestStep(row, 'confirmation'));
    return ok();
  }

  async submit(token: string, submission: EnrollmentSubmission, ip: string): Promise<Outcome> {
    const row = await this.formRow(token);
    if ('ok' in row) return row;
    // The information step already took the pin (kept as a digest, never answered back): a blank
    // pin here keeps that one, so a patient who reloads the confirmation page need not retype it.
    const keepSavedPin = row.draft !== null && typeof submission.pin === 'string' && submission.pin.trim() === '';
    const checked = keepSavedPin ? { ...submission, pin: '0000' } : submission;
    const messages = [...validateEnrollmentInfo(checked), ...validateEnrollmentConfirmation(submission)];
    if (messages.length) return fail(400, messages[0], { messages });
    const { firstSection, secondSection, thirdSection, eula, patientSignature } = submission;
    const pin = keepSavedPin ? null : pinDigest(this.deps.secret, row.patientId, submission.pin.trim());
    const done = await store.submit(this.db, row, cleanInfo(submission), pin, {
      firstSection,
      secondSection,
      thirdSection,
      eula,
      patientSignature: patientSignature.trim(),
      signedAt: new Date().toISOString(),
      ip,
    });
    if (!done) return NOT_FOUND;
    await audit(this.db, { event: 'enrollment_submitted', orgId: row.orgId, ip, detail: { enrollmentId: row.id, patientId: row.patientId } });
    await this.organizationEvent(row, 'waiting_for_approval');
    return ok();
  }

  // ---- the care team ----------------------------------------------------------------------

  pending(orgId: string, query: { search?: string; skip: number; take: number }) {
    return store.pending(this.db, orgId, query);
  }

  /**
   * The patient hears of the care team's decision by text (SPEC §4: a denied patient can be sent a
   * new link, so the text says how to ask for one), under the consent rules of every text.
   */
  private async textDecision(orgId: string, patientId: string, to: 'approved' | 'denied'): Promise<void> {
    const { orgName, supportPhone, language } = await store.decisionTextFacts(this.db, orgId, patientId);
    const text = textsFor(language);
    const body =
      to === 'approved'
        ? text('enrollmentApproved', { orgName })
        : supportPhone
          ? text('enrollmentDeniedCall', { orgName, supportPhone: formatPhone(supportPhone) })
          : text('enrollmentDenied', { orgName });
    await textPatientNotice(this.db, this.deps.sms, { orgId, patientId, body, purpose: 'enrollment-decision' });
  }

  async changeStatus(patientId: string, orgId: string, to: EnrollmentStatus, professionalId: string, ip: string): Promise<Outcome<EnrollmentDecision>> {
    const current = await store.patientStatus(this.db, patientId, orgId);
    if (!current) return fail(404, ENROLLMENT_API_MESSAGES.notFoundPro);
    const from = current.status;
    if (!mayTransition(from, to)) return fail(409, ENROLLMENT_API_MESSAGES.transition(from, to));
    // Compare-and-set: a decision made meanwhile by someone else wins, this one is refused.
    if (!(await store.setStatus(this.db, patientId, orgId, from, to, professionalId))) {
      return fail(409, ENROLLMENT_API_MESSAGES.transition(from, to));
    }
    await audit(this.db, {
      event: 'enrollment_status_changed',
      professionalId,
      orgId,
      ip,
      detail: { patientId, enrollmentId: current.enrollmentId, from, to },
    });
    // An unenrolled patient's secure chat ends now, not when their token's day does.
    if (to === 'unenrolled') await endPatientAccess({ db: this.db, live: this.deps }, patientId, 'unenrolled');
    if (from === 'waiting_for_approval' && (to === 'approved' || to === 'denied')) await this.textDecision(orgId, patientId, to);
    await this.organizationEvent({ id: current.enrollmentId, orgId, patientId }, to);
    const decision: EnrollmentDecision = { patientId, enrollmentId: current.enrollmentId, status: to, label: ENROLLMENT_STATUSES[to] };
    return ok(decision);
  }

  async record(patientId: string, orgId: string, professionalId: string, ip: string): Promise<Outcome<EnrollmentRecord>> {
    const record = await store.recordForPatient(this.db, patientId, orgId);
    if (!record) return fail(404, ENROLLMENT_API_MESSAGES.notFoundPro);
    await audit(this.db, { event: 'enrollment_record_read', professionalId, orgId, ip, detail: { patientId } });
    return ok(record);
  }
}

function cleanInfo(info: EnrollmentInfo): EnrollmentInfo {
  return {
    title: info.title.trim(),
    firstName: info.firstName.trim(),
    lastName: info.lastName.trim(),
    email: info.email.trim(),
    pin: info.pin.trim(),
    smsPhoneNumber: normalizePhone(info.smsPhoneNumber) ?? '',
    voicePhoneNumber: normalizePhone(info.voicePhoneNumber) ?? '',
    timeZone: info.timeZone,
  };
}
