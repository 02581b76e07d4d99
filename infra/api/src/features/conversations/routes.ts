/**
 * Conversations (SPEC §7 "Communication queries"): the list (GET CommunicationRequest), a
 * conversation's messages (GET Communication, with an `after` cursor for catch-up), sending
 * (POST /messages, idempotent on clientId), ending an automated conversation and closing one.
 * Access tokens always carry a professionalId (patient tokens open none of these routes).
 * filterByOrgIds may name any of the caller's organisations where they hold VIEW_PATIENT; another
 * organisation is refused (403, audited).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { conversationCalls } from '@hearth/shared-kernel/api';
import { conversationSchemas } from '@hearth/shared-kernel/api/schemas';
import { NOT_RETRYABLE, subs } from '@hearth/shared-kernel/conversations';
import { notDelivered, type OrganizationEvent } from '@hearth/shared-kernel/domain';
import { can } from '@hearth/shared-kernel/permissions';
import { audit } from '../../platform/audit/audit';
import { auditRead } from '../../platform/audit/reads';
import { fromRequest } from '../../platform/audit/request';
import { BadCursor } from '../../platform/db/keyset';
import type { Db } from '../../platform/db/types';
import type { LiveOutlet } from '../../platform/live/fanout';
import { conflict, invalid, notFound } from '../../platform/http/answers';
import { MESSAGES as ACCESS_MESSAGES } from '../../platform/http/access-guard';
import { serve, type CallRequest, type OrgRequest } from '../../platform/http/serve';
import { patientInOrg } from '../patients/port';
import type { SmsProvider } from '../../channels/sms/provider';
import { publishMessage } from './message-events';
import { closeConversation, conversationIn, conversationList, messageList, outboundText, stopAutomation } from './queries';
import { channelRefusal, sendMessage, textMessage } from './send';
import { publishStatus } from './status';
import { forgetUnread, markRead, publishUnread, unreadCount } from './unread';

type Calls = typeof conversationCalls;

/** filterByOrgIds: comma-separated ids. */
const orgIdsOf = (list: string | undefined) => list?.split(',').map((s) => s.trim()).filter(Boolean);

/** The organisations a list may cover: the requested ones if all are the caller's (with VIEW_PATIENT). */
async function allowedOrgs(db: Db, request: OrgRequest, reply: FastifyReply, list: string | undefined): Promise<string[] | null> {
  const requested = orgIdsOf(list);
  if (!requested?.length) return [request.org.orgId];
  const refused = requested.filter(
    (id) => !request.auth.memberships.some((m) => m.orgId === id && can(m.permissions, 'VIEW_PATIENT')),
  );
  if (refused.length) {
    await audit(db, {
      event: 'access_denied',
      professionalId: request.auth.professionalId,
      orgId: request.org.orgId,
      route: `${request.method} ${request.routeOptions.url}`,
      ip: request.ip,
      detail: { reason: 'filterByOrgIds', refused: refused.map((r) => r.slice(0, 64)) },
    });
    await reply.status(403).send({ message: ACCESS_MESSAGES.orgDenied });
    return null;
  }
  return requested;
}

export interface ConversationRouteDeps {
  db: Db;
  sms: SmsProvider;
  live: LiveOutlet;
  /** Texts the patient a secure link when the care team writes by chat (secure chat's service, given by app.ts). */
  secureChat: { onCareTeamChat(input: { orgId: string; patientId: string }): void | Promise<void> };
}

export function registerConversationRoutes(app: FastifyInstance, deps: ConversationRouteDeps): void {
  const { db, sms, live, secureChat } = deps;

  async function list(request: CallRequest<Calls['list']>, reply: FastifyReply) {
    const q = request.query;
    const orgIds = await allowedOrgs(db, request, reply, q.filterByOrgIds);
    if (!orgIds) return reply;
    let page;
    try {
      const { searchValue, status, needsResponse, patientId, sortKey, sortDirection, skip, take, after, before } = q;
      page = await conversationList(db, {
        orgIds,
        // Closed lists hold every type unless one is asked for.
        type: q.communicationType ? (q.communicationType === 'system' ? 'system' : 'conversation') : undefined,
        ...{ searchValue, status, needsResponse, patientId, sortKey, sortDirection, skip, take, after, before },
      });
    } catch (error) {
      if (error instanceof BadCursor) return invalid(reply, [error.message]);
      throw error;
    }
    await auditRead(db, request, page.results.map((c) => c.patientId));
    return page;
  }

  async function messages(request: CallRequest<Calls['messages']>, reply: FastifyReply) {
    const q = request.query;
    if (!q.conversationId && !q.patientId) return invalid(reply, ['Name a conversationId or a patientId']);
    const orgIds = await allowedOrgs(db, request, reply, q.filterByOrgIds);
    if (!orgIds) return reply;
    if (q.conversationId && !(await conversationIn(db, orgIds, q.conversationId))) return notFound(reply, 'Conversation');
    if (q.patientId) {
      const found = await Promise.all(orgIds.map((orgId) => patientInOrg(db, orgId, q.patientId!)));
      if (!found.some(Boolean)) return notFound(reply, 'Patient');
    }
    const page = await messageList(db, { orgIds, conversationId: q.conversationId, patientId: q.patientId, searchValue: q.searchValue, skip: q.skip, take: q.take, after: q.after });
    await auditRead(db, request, page.results.map((m) => m.patientId));
    return page;
  }

  async function send(request: CallRequest<Calls['send']>, reply: FastifyReply) {
    const orgId = request.org.orgId;
    const professionalId = request.auth.professionalId;
    const input = request.body;
    const outcome = await sendMessage(db, sms, { orgId, professionalId }, { ...input, body: input.body ?? '' });
    switch (outcome.kind) {
      case 'invalid':
        return invalid(reply, outcome.messages);
      case 'not-found':
        return notFound(reply, 'Patient or conversation');
      case 'refused':
        return reply.status(409).send({ message: outcome.message, ...(outcome.conversationId ? { conversationId: outcome.conversationId } : {}) });
      case 'sent':
        if (outcome.created) {
          await audit(db, {
            event: 'message_sent',
            professionalId,
            orgId,
            route: 'POST /messages',
            ip: request.ip,
            detail: { patientId: outcome.message.patientId, conversationId: outcome.message.conversationId, channel: outcome.message.channel },
          });
          if (outcome.message.channel === 'chat') await secureChat.onCareTeamChat({ orgId, patientId: outcome.message.patientId });
        }
        // A retry announces again: its first attempt may have stored the message on an instance that
        // died before announcing it. Screens read by seq, so a second announcement changes nothing.
        await publishMessage(live, orgId, outcome.message, outcome.newConversation ? 'opened' : 'message');
        return reply.status(outcome.created ? 201 : 200).send(outcome.message);
    }
  }

  async function endAutomation(request: CallRequest<Calls['end']>, reply: FastifyReply) {
    const { id } = request.params;
    const orgId = request.org.orgId;
    const convo = await conversationIn(db, [orgId], id);
    if (!convo) return notFound(reply, 'Conversation');
    if (convo.status === 'closed') return conflict(reply, 'This conversation is closed.');
    if (!convo.automated) return conflict(reply, 'This conversation is not automated.');
    await stopAutomation(db, id);
    await audit(db, { event: 'conversation_ended', professionalId: request.auth.professionalId, orgId, route: 'POST /conversations/:id/end', ip: request.ip, detail: { conversationId: id } });
    await live.publish(subs.organization(orgId), 'organization', { conversationId: id, patientId: convo.patientId, change: 'ended' } satisfies OrganizationEvent);
    return (await conversationIn(db, [orgId], id)) ?? notFound(reply, 'Conversation');
  }

  async function close(request: CallRequest<Calls['close']>, reply: FastifyReply) {
    const { id } = request.params;
    const orgId = request.org.orgId;
    const convo = await conversationIn(db, [orgId], id);
    if (!convo) return notFound(reply, 'Conversation');
    if (convo.status === 'closed') return (await conversationIn(db, [orgId], id)) ?? notFound(reply, 'Conversation');
    const waiting = await db.tx(async (q) => {
      await closeConversation(q, id, convo.patientId);
      return forgetUnread(q, id);
    });
    await publishUnread(db, live, orgId, waiting);
    await audit(db, { event: 'conversation_closed', professionalId: request.auth.professionalId, orgId, route: 'POST /conversations/:id/close', ip: request.ip, detail: { conversationId: id } });
    await live.publish(subs.organization(orgId), 'organization', { conversationId: id, patientId: convo.patientId, change: 'closed' } satisfies OrganizationEvent);
    return (await conversationIn(db, [orgId], id)) ?? notFound(reply, 'Conversation');
  }

  /** A text that was not delivered, given to the provider again: the same message, consent checked again. */
  async function retry(request: CallRequest<Calls['retry']>, reply: FastifyReply) {
    const orgId = request.org.orgId;
    const text = await outboundText(db, orgId, request.params.id);
    if (!text) return notFound(reply, 'Text');
    if (!notDelivered(text.status)) return conflict(reply, NOT_RETRYABLE);
    const patient = (await patientInOrg(db, orgId, text.patient_id))!;
    const refusal = await channelRefusal(db, patient, 'sms');
    if (refusal) return conflict(reply, refusal);
    const texted = await textMessage(db, sms, { to: patient.smsPhoneNumber!, body: text.body, orgId, patientId: patient.id, messageId: request.params.id });
    if (texted.kind === 'refused') return conflict(reply, texted.message);
    await audit(db, { event: 'message_sent', ...fromRequest(request), detail: { patientId: patient.id, conversationId: text.conversation_id, channel: 'sms', retry: true } });
    await publishStatus(live, orgId, texted.message);
    return texted.message;
  }

  async function read(request: CallRequest<Calls['markRead']>, reply: FastifyReply) {
    const { id } = request.params;
    const orgId = request.org.orgId;
    const professionalId = request.auth.professionalId;
    const convo = await conversationIn(db, [orgId], id);
    if (!convo) return notFound(reply, 'Conversation');
    await markRead(db, professionalId, id, request.body.upToSeq);
    // Every tab of this professional follows; the patient's chat hears the care team has seen it.
    await publishUnread(db, live, orgId, [professionalId]);
    await live.publish(subs.organization(orgId), 'organization', { conversationId: id, patientId: convo.patientId, change: 'seen' } satisfies OrganizationEvent);
    return unreadCount(db, professionalId, orgId);
  }

  serve(app, conversationCalls, conversationSchemas, {
    list,
    messages,
    send,
    end: endAutomation,
    close,
    unread: (request) => unreadCount(db, request.auth.professionalId, request.org.orgId),
    markRead: read,
    retry,
  });
}
