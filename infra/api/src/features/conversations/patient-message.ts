/**
 * A patient wrote (a text, or the secure chat): the live events every message has, the new unread
 * counts of the care team it waits for (with the patient's first name, for their in-app notice), and a notice
 * outside the portal to the patient's care team, by each one's notification settings for
 * conversations (user-settings/notify.ts). The notice names no patient.
 */
import type { Message, OrganizationEvent } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../../platform/db/types';
import type { LiveFanout } from '../../platform/live/fanout';
import type { UserNotifier } from '../user-settings/port';
import { publishMessage } from './message-events';
import { publishPatientMessageUnread } from './unread';

export const PATIENT_MESSAGE_NOTICE = 'a patient sent a new message';

export interface PatientMessageDeps {
  db: Queryable;
  live: Pick<LiveFanout, 'publish'>;
  notifier: UserNotifier;
}

export async function announcePatientMessage(deps: PatientMessageDeps, orgId: string, message: Message, change: OrganizationEvent['change']): Promise<void> {
  await publishMessage(deps.live, orgId, message, change);
  await publishPatientMessageUnread(deps.db, deps.live, orgId, message);
  await deps.notifier.notify({ orgId, kind: 'conversations', careTeamOf: message.patientId, text: PATIENT_MESSAGE_NOTICE });
}
