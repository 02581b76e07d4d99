/**
 * Secure chat: texting the link, and exchanging link + date of birth for the patient token.
 */
import { SECURE_API_MESSAGES } from '@hearth/shared-kernel/conversations';
import { SECURE_CHAT_ERRORS } from '@hearth/shared-kernel/domain';
import { dobMatches, parseUsDate } from '@hearth/shared-kernel/rules';
import type { Db, Queryable } from '../../platform/db/types';
import { SECURE_DOB_POLICY, recordFailure, recordSuccess, reserveAttempt } from '../../platform/limits/attempt-locks';
import { audit } from '../patient-app/port';
import type { Outcome } from '../patient-app/port';
import { hashToken } from '../patient-app/port';
import type { SmsSender } from '../patient-app/port';
import type { Language } from '@hearth/shared-kernel/i18n';
import { textsFor } from '@hearth/shared-kernel/i18n/texts';
import { createSecureLink, linkTarget, SECURE_LINK_TTL_SECONDS, secureLinkUrl, takeLinkSlot } from './links';
import type { PatientTokenService } from '../patient-app/port';
import { CHAT_OPEN_SQL, startPatientSession } from '../patient-app/port';


export interface SecureChatDeps {
  db: Db;
  portalUrl: string;
  sms: SmsSender;
  patientTokens: PatientTokenService;
}

export type LinkOutcome =
  | { sent: true }
  | { sent: false; reason: 'not_found' | 'no_phone' | 'limited' | 'refused'; retryAfterSeconds?: number; message?: string };

/** A care-team chat message texts a link unless one was texted this recently. */
const CHAT_NOTICE_QUIET_SECONDS = 30 * 60;

export class SecureChatService {
  constructor(private readonly deps: SecureChatDeps) {}

  /**
   * Texts the patient a fresh secure link (at most 5 an hour). Called when a professional writes
   * by secure chat, when the patient texts 'Secure', and by POST /secure/link.
   */
  async sendLink(q: Queryable, patientId: string, orgId: string, why: 'professional' | 'keyword'): Promise<LinkOutcome> {
    const { rows } = await q.query<{ sms_phone: string | null; org_name: string; chat_open: boolean; preferred_language: Language | null }>(
      `select p.sms_phone, ${CHAT_OPEN_SQL} as chat_open, o.name as org_name, p.preferred_language from patients p join organizations o on o.id = p.org_id
        where p.id = $1 and p.org_id = $2`,
      [patientId, orgId],
    );
    const patient = rows[0];
    if (!patient) return { sent: false, reason: 'not_found' };
    // Communication preferences can turn secure chat off; unenrolment ends it.
    if (!patient.chat_open) return { sent: false, reason: 'refused', message: SECURE_API_MESSAGES.chatOff };
    if (!patient.sms_phone) return { sent: false, reason: 'no_phone' };
    const wait = await takeLinkSlot(q, patientId);
    if (wait) return { sent: false, reason: 'limited', retryAfterSeconds: wait };
    const token = await createSecureLink(q, patientId, orgId);
    try {
      await this.deps.sms.send({
        orgId,
        patientId,
        to: patient.sms_phone,
        purpose: 'secure-link',
        body: textsFor(patient.preferred_language)('secureLink', { orgName: patient.org_name, link: secureLinkUrl(this.deps.portalUrl, token), hours: SECURE_LINK_TTL_SECONDS / 3600 }),
      });
    } catch (error) {
      // The gateway refuses numbers that opted out (the provider's 409); nothing else is hidden.
      if ((error as { statusCode?: number }).statusCode === 409) {
        await q.query('delete from secure_links where token_hash = $1', [hashToken(token)]);
        return { sent: false, reason: 'refused', message: (error as Error).message };
      }
      throw error;
    }
    await audit(q, { event: 'secure_link_sent', orgId, detail: { patientId, why } });
    return { sent: true };
  }

  /** The patient texted 'Secure' (sms/keywords.ts; one line in the SMS webhook): text them a fresh link. */
  async onSecureRequested(input: { orgId: string; patientId: string }): Promise<void> {
    await this.sendLink(this.deps.db, input.patientId, input.orgId, 'keyword').catch(() => undefined);
  }

  /**
   * A professional wrote to the patient by secure chat (one line in the conversation routes): text
   * the patient a link, unless one was texted in the last 30 minutes. Done after the answer, so the
   * send's own path (and its retries) is not held up by it.
   */
  onCareTeamChat(input: { orgId: string; patientId: string }): void {
    setImmediate(() => {
      this.notifyChat(input).catch(() => undefined);
    });
  }

  private async notifyChat(input: { orgId: string; patientId: string }): Promise<void> {
    const recent = await this.deps.db.query(
      'select 1 from secure_links where patient_id = $1 and created_at > now() - make_interval(secs => $2) limit 1',
      [input.patientId, CHAT_NOTICE_QUIET_SECONDS],
    );
    if (recent.rows.length) return;
    await this.sendLink(this.deps.db, input.patientId, input.orgId, 'professional');
  }

  /** POST /secure/login. */
  async login(link: string | undefined, dob: string | undefined, ip: string): Promise<Outcome> {
    if (dob === undefined || dob.trim() === '') return { ok: false, status: 400, message: SECURE_CHAT_ERRORS.dobRequired };
    if (!parseUsDate(dob)) return { ok: false, status: 400, message: SECURE_CHAT_ERRORS.dobInvalid };
    const target = link ? await linkTarget(this.deps.db, link) : null;
    if (!target) return { ok: false, status: 401, message: SECURE_CHAT_ERRORS.expired };
    const slot = await reserveAttempt(this.deps.db, SECURE_DOB_POLICY, target.patientId);
    if (!slot.ok) {
      return { ok: false, status: 429, message: SECURE_API_MESSAGES.tooManyAttempts, retryAfterSeconds: slot.retryAfterSeconds };
    }
    if (!dobMatches(dob, target.dob)) {
      const locked = await recordFailure(this.deps.db, SECURE_DOB_POLICY, target.patientId);
      await audit(this.deps.db, {
        event: locked ? 'secure_login_locked' : 'secure_login_failure',
        orgId: target.orgId,
        ip,
        detail: { patientId: target.patientId },
      });
      return { ok: false, status: 401, message: SECURE_CHAT_ERRORS.wrongDob };
    }
    await recordSuccess(this.deps.db, SECURE_DOB_POLICY, target.patientId);
    const sessionId = await startPatientSession(this.deps.db, target, this.deps.patientTokens.ttlSeconds);
    const { token } = await this.deps.patientTokens.sign({ patientId: target.patientId, orgId: target.orgId, sessionId });
    await audit(this.deps.db, { event: 'secure_login', orgId: target.orgId, ip, detail: { patientId: target.patientId } });
    return { ok: true, body: { token } };
  }
}
