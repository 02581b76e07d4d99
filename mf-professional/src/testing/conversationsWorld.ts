/** A conversations API and live feed in memory, for the console's conversation tests. */
import { BehaviorSubject, Subject } from 'rxjs';
import type { LiveEvent } from '@hearth/shared-kernel/conversations';
import type { LiveStatus } from '@hearth/shared-kernel/live';
import type { ConversationSummary, Message, PatientDetail } from '../domain';
import type { ConversationsApi, SendInput } from '../components/conversations/conversationsApi';
import { conversation, message, patientDetail } from './fixtures';

export const convo = (over: Partial<ConversationSummary> = {}): ConversationSummary =>
  conversation({ needsResponse: true, lastMessagePreview: 'Can I get a refill?', ...over });

export function world() {
  const messages: Message[] = [message({ id: 'm1', seq: 1, body: 'Can I get a refill?' })];
  const patient: PatientDetail = patientDetail({ activeConversationId: 'c1' });
  const conversations = [convo()];
  const api: ConversationsApi = {
    conversations: jest.fn(async (q) => {
      const rows = conversations.filter(
        (c) =>
          (q.patientId ? c.patientId === q.patientId : true) &&
          (q.type === 'closed') === (c.status === 'closed') &&
          (q.type !== 'system' || c.communicationType === 'system') &&
          (q.type !== 'direct' || c.communicationType === 'conversation'),
      );
      return { totalRecords: rows.length, results: rows };
    }),
    messages: jest.fn(async (q) => {
      const rows = q.after !== undefined ? messages.filter((m) => m.seq > q.after!) : [...messages].reverse();
      return { totalRecords: messages.length, results: rows };
    }),
    send: jest.fn(async (input: SendInput) => {
      const n = messages.length + 1;
      const m = message({ id: `m${n}`, seq: n, clientId: input.clientId, body: input.body, direction: 'outbound', channel: input.channel, status: 'sent' });
      messages.push(m);
      return m;
    }),
    end: jest.fn(async () => convo({ automated: false, isConvoLocked: false })),
    patient: jest.fn(async () => ({ ...patient })),
    markRead: jest.fn(async () => ({ orgId: 'org', unread: 0 })),
    retryText: jest.fn(async (id: string) => {
      const i = messages.findIndex((m) => m.id === id);
      messages[i] = { ...messages[i], status: 'sent' };
      return messages[i];
    }),
  };
  const live = { messages$: new Subject<LiveEvent>(), status$: new BehaviorSubject<LiveStatus>('open') };
  return { api, live, messages, patient, conversations };
}
