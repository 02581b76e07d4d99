import { CATCH_UP_BATCH } from '@hearth/shared-kernel/conversations';
import type { Message, Paged } from '../../domain';
import { message } from '../../testing/fixtures';
import type { ConversationsApi, MessagesQuery, SendInput } from './conversationsApi';
import { ThreadStore } from './ThreadStore';

const msg = (n: number, over: Partial<Message> = {}): Message =>
  message({ id: `m${n}`, seq: n, body: `message ${n}`, sentAt: new Date(Date.UTC(2026, 10, 22, 8, 0, n)).toISOString(), ...over });

/** A server holding `count` messages, answering newest first like GET Communication. */
function server(count: number) {
  const all: Message[] = Array.from({ length: count }, (_, i) => msg(i + 1));
  const sends: SendInput[] = [];
  const api: ConversationsApi = {
    conversations: jest.fn(),
    patient: jest.fn(),
    end: jest.fn(),
    markRead: jest.fn(),
    retryText: jest.fn(),
    messages: jest.fn(async (q: MessagesQuery): Promise<Paged<Message>> => {
      if (q.after !== undefined) {
        const newer = all.filter((m) => m.seq > q.after!).slice(0, CATCH_UP_BATCH);
        return { totalRecords: all.length, results: newer };
      }
      const newestFirst = [...all].reverse();
      const skip = q.skip ?? 0;
      return { totalRecords: all.length, results: newestFirst.slice(skip, skip + (q.take ?? 20)) };
    }),
    send: jest.fn(async (input: SendInput) => {
      sends.push(input);
      const existing = all.find((m) => m.clientId === input.clientId);
      if (existing) return existing;
      const saved = msg(all.length + 1, { body: input.body, clientId: input.clientId, direction: 'outbound' });
      all.push(saved);
      return saved;
    }),
  };
  return { api, all, sends, add: (n: number) => all.push(msg(all.length + 1, { body: `late ${n}` })) };
}

const ids = (s: ThreadStore) => s.messages.map((m) => m.id);

describe('ThreadStore', () => {
  it('loads the newest 20, oldest first, and older ones on demand', async () => {
    const { api } = server(45);
    const store = new ThreadStore({ api }, { conversationId: 'c1', patientId: 'p1' });
    await store.load();
    expect(store.messages).toHaveLength(20);
    expect(ids(store)[0]).toBe('m26');
    expect(ids(store)[19]).toBe('m45');
    expect(store.hasOlder).toBe(true);
    await store.loadOlder();
    await store.loadOlder();
    expect(store.messages).toHaveLength(45);
    expect(ids(store)[0]).toBe('m1');
    expect(store.hasOlder).toBe(false);
  });

  it('catches up on everything that arrived while disconnected, even more than one answer holds', async () => {
    const s = server(5);
    const store = new ThreadStore({ api: s.api }, { conversationId: 'c1', patientId: 'p1' });
    await store.load();
    for (let i = 0; i < 1_234; i += 1) s.add(i);
    await store.catchUp();
    expect(store.messages).toHaveLength(1_239);
    expect(new Set(ids(store)).size).toBe(1_239);
    expect(store.messages.at(-1)!.body).toBe('late 1233');
    const afters = (s.api.messages as jest.Mock).mock.calls.map(([q]) => q.after).filter((a) => a !== undefined);
    expect(afters).toEqual(Array.from({ length: 13 }, (_, i) => 5 + i * CATCH_UP_BATCH));
    expect(store.hasOlder).toBe(false);
  });

  it('refuses an empty body with SPEC\'s message and sends nothing', async () => {
    const s = server(0);
    const store = new ThreadStore({ api: s.api }, { conversationId: 'c1', patientId: 'p1' });
    expect(await store.send({ body: '   ', channel: 'sms', urgency: 'normal' })).toBe(false);
    expect(store.validationError).toBe('A message body is required.');
    expect(s.sends).toHaveLength(0);
  });

  it('shows a send as pending, then once as sent, even when a live refresh brought it first', async () => {
    const s = server(2);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const send = s.api.send;
    s.api.send = jest.fn(async (input: SendInput, signal: AbortSignal) => {
      const saved = await send(input, signal);
      await gate;
      return saved;
    });
    const store = new ThreadStore({ api: s.api, newClientId: () => 'client-1' }, { conversationId: 'c1', patientId: 'p1' });
    await store.load();
    const sending = store.send({ body: 'Hello', channel: 'sms', urgency: 'urgent', subject: 'Refill' });
    expect(store.messages.at(-1)).toMatchObject({ body: 'Hello', delivery: 'pending', clientId: 'client-1' });
    await Promise.resolve();
    await store.catchUp(); // the socket announced it before the POST answered
    release();
    expect(await sending).toBe(true);
    expect(store.messages.filter((m) => m.body === 'Hello')).toHaveLength(1);
    expect(store.messages.at(-1)!.delivery).toBeUndefined();
    expect(s.sends[0]).toMatchObject({ clientId: 'client-1', urgency: 'urgent', subject: 'Refill', channel: 'sms' });
  });

  it('marks a refused send failed with the error prefix, and a retry reuses its client id', async () => {
    const s = server(0);
    const send = s.api.send;
    s.api.send = jest.fn().mockRejectedValueOnce(Object.assign(new Error('Patient has opted out'), { status: 409 })).mockImplementation(send);
    const store = new ThreadStore({ api: s.api, newClientId: () => 'client-9', retry: { attempts: 1 } }, { conversationId: 'c1', patientId: 'p1' });
    expect(await store.send({ body: 'Hi', channel: 'sms', urgency: 'normal' })).toBe(false);
    expect(store.messages[0]).toMatchObject({ delivery: 'failed', error: 'An error occurred: Patient has opted out' });
    expect(await store.retry('client-9')).toBe(true);
    expect(store.messages).toHaveLength(1);
    expect(store.messages[0].delivery).toBeUndefined();
    expect((s.api.send as jest.Mock).mock.calls.map(([i]) => i.clientId)).toEqual(['client-9', 'client-9']);
  });

  it('adopts the conversation the server opens for a first message', async () => {
    const s = server(0);
    const store = new ThreadStore({ api: s.api }, { conversationId: null, patientId: 'p1' });
    await store.send({ body: 'Welcome', channel: 'chat', urgency: 'normal' });
    expect(store.conversationId).toBe('c1');
  });
});
