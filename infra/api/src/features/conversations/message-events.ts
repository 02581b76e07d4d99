/**
 * The live events of a new message, whichever path stored it (a professional's send, an article,
 * an inbound text, the patient's chat): the message itself to the conversation's screens and the
 * list change to the organisation's. Both carry the sender's client id, so the sending screen
 * knows its own echo (it has the message from the send's answer already).
 */
import type { InteractionEvent, Message, OrganizationEvent } from '@hearth/shared-kernel/domain';
import type { LiveFanout } from '../../platform/live/fanout';
import { orgSub } from '../../platform/live/subscriptions';

export async function publishMessage(
  live: Pick<LiveFanout, 'publish'>,
  orgId: string,
  message: Message,
  change: OrganizationEvent['change'],
): Promise<void> {
  const interaction: InteractionEvent = {
    conversationId: message.conversationId,
    patientId: message.patientId,
    messageId: message.id,
    seq: message.seq,
    direction: message.direction,
    clientId: message.clientId,
  };
  await live.publish(orgSub(orgId), 'interaction', interaction);
  const listChange: OrganizationEvent = { conversationId: message.conversationId, patientId: message.patientId, change, clientId: message.clientId };
  await live.publish(orgSub(orgId), 'organization', listChange);
}
