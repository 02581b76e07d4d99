/**
 * POST /enrollment/invite (INITIATE_ENROLLMENT): a new enrollment link for a patient, texted
 * through the SMS provider. The token is 256 bits from the OS CSPRNG, stored only as its sha256,
 * valid for INVITATION_TTL_DAYS; sending again revokes the older links of that patient. The
 * enrollment pages that take the link are the patient app's.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { invitationCalls } from '@hearth/shared-kernel/api';
import { invitationSchemas } from '@hearth/shared-kernel/api/schemas';
import type { BeneficiaryEvent, EnrollmentInvitation, EnrollmentStatus } from '@hearth/shared-kernel/domain';
import type { Language } from '@hearth/shared-kernel/i18n';
import { textsFor } from '@hearth/shared-kernel/i18n/texts';
import { paths } from '@hearth/shared-kernel/paths';
import { audit } from '../../platform/audit/audit';
import type { ApiConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/types';
import type { LiveOutlet } from '../../platform/live/fanout';
import { conflict, notFound } from '../../platform/http/answers';
import { serve, type CallRequest } from '../../platform/http/serve';
import { hashToken, newLinkToken } from '../patient-app/port';
import { orgSub } from '../../platform/live/subscriptions';
import { patientInOrg } from '../patients/port';
import { OPTED_OUT_MESSAGE, SmsRefusedError, type SmsProvider } from '../../channels/sms/provider';
import { replaceInvitation } from './queries';

type Calls = typeof invitationCalls;

export const INVITATION_TTL_DAYS = 7;

export const INVITE_REFUSALS = {
  optedOut: OPTED_OUT_MESSAGE,
  enrolled: 'This patient is already enrolled.',
  noPhone: 'This patient has no phone number for texts: add one in General Info first.',
} as const;

/** Statuses that block a new invitation: enrolled, or opted out by text. */
const BLOCKED: Partial<Record<EnrollmentStatus, string>> = { approved: INVITE_REFUSALS.enrolled, opted_out: INVITE_REFUSALS.optedOut };

function invitationText(patient: { orgName: string | null; preferredLanguage: Language | null }, link: string): string {
  const text = textsFor(patient.preferredLanguage);
  return text('invitation', { orgName: patient.orgName ?? text('yourCareTeam'), link });
}

export function registerInvitationRoutes(app: FastifyInstance, deps: { db: Db; sms: SmsProvider; live: LiveOutlet; config: ApiConfig }): void {
  const { db, sms, live, config } = deps;

  async function invite(request: CallRequest<Calls['invite']>, reply: FastifyReply) {
    const { patientId } = request.body;
    const orgId = request.org.orgId;
    const patient = await patientInOrg(db, orgId, patientId);
    if (!patient) return notFound(reply, 'Patient');
    const blocked = BLOCKED[patient.enrollmentStatus];
    if (blocked) return conflict(reply, blocked);
    if (!patient.smsPhoneNumber) return conflict(reply, INVITE_REFUSALS.noPhone);

    const token = newLinkToken();
    const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000);
    await db.tx(async (q) => {
      await replaceInvitation(q, { tokenHash: hashToken(token), patientId: patient.id, orgId, createdBy: request.auth.professionalId, expiresAt: expiresAt.toISOString() });
    });
    try {
      await sms.send({
        to: patient.smsPhoneNumber,
        // The link names the patient's language: its first page opens in it before the record is read.
        body: invitationText(patient, `${config.portalUrl}${paths.enrollment(token, undefined, patient.preferredLanguage)}`),
        orgId,
        patientId: patient.id,
        purpose: 'invitation',
      });
    } catch (error) {
      if (error instanceof SmsRefusedError) return conflict(reply, error.message);
      throw error;
    }
    await audit(db, { event: 'enrollment_invited', professionalId: request.auth.professionalId, orgId, route: 'POST /enrollment/invite', ip: request.ip, detail: { patientId: patient.id } });
    await live.publish(orgSub(orgId), 'beneficiary', { patientId: patient.id, change: 'enrollment' } satisfies BeneficiaryEvent);
    const answer: EnrollmentInvitation = {
      patientId: patient.id,
      enrollmentStatus: 'sent',
      expiresAt: expiresAt.toISOString(),
      sentToLast4: patient.smsPhoneNumber.slice(-4),
    };
    return answer;
  }

  serve(app, invitationCalls, invitationSchemas, { invite });
}
