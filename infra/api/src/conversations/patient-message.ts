/**
 * A patient wrote (a text, or the secure chat): the live events every message has, and a notice
 * outside the portal to the patient's care team, by each one's notification settings for
 * conversations (user-settings/notify.ts). The notice names no patient.
 */
import type { Message, OrganizationEvent } from '@hearth/shared-kernel/domain';
import type { LiveFanout } from '../live/fanout';
import type { UserNotifier } from '../user-settings/notify';
import { publishMessage } from './message-events';

export const PATIENT_MESSAGE_NOTICE = 'a patient sent a new message';

export interface PatientMessageDeps {
  live: Pick<LiveFanout, 'publish'>;
  notifier: UserNotifier;
}

export async function announcePatientMessage(deps: PatientMessageDeps, orgId: string, message: Message, change: OrganizationEvent['change']): Promise<void> {
  await publishMessage(deps.live, orgId, message, change);
  await deps.notifier.notify({ orgId, kind: 'conversations', careTeamOf: message.patientId, text: PATIENT_MESSAGE_NOTICE });
}
