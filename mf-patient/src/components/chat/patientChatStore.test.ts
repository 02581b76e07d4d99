import type { Message } from '@hearth/shared-kernel/domain';
import { HttpError } from '@hearth/shared-kernel/http';
import { createPatientChatStore } from './patientChatStore';

const msg = (seq: number, over: Partial<Message> = {}): Message => ({
  id: `m${seq}`,
  clientId: null,
  conversationId: 'c1',
  patientId: 'p1',
  body: `message ${seq}`,
  direction: 'outbound',
  channel: 'chat',
  status: 'delivered',
  sentAt: '2026-11-22T09:00:00Z',
  senderId: 'dr',
  senderName: 'Dr. Chen',
  urgency: 'normal',
  subject: null,
  seq,
  ...over,
} as Message);

/** An API over an in-memory conversation that, like the server, keeps one message per client id. */
function fakeApi(initial: Message[]) {
  const all = [...initial];
  let failNext = 0;
  let careTeamSeenAt: string | null = null;
  const api = {
    all,
    failTimes: (n: number) => (failNext = n),
    /** The care team opens the conversation. */
    seen: (at: string) => (careTeamSeenAt = at),
    page: jest.fn(async (before?: number) => {
      const older = all.filter((m) => before === undefined || m.seq < before).sort((a, b) => b.seq - a.seq);
      return { totalRecords: all.length, results: older.slice(0, 20), careTeamSeenAt, practiceName: 'Riverside Family Practice', preferredLanguage: null, logoUrl: '/organizations/o-1/logo?v=ab12' };
    }),
    markRead: jest.fn(async (_upToSeq: number) => ({ read: 1 })),
    since: jest.fn(async (seq: number) => ({ totalRecords: all.length, results: all.filter((m) => m.seq > seq).sort((a, b) => a.seq - b.seq), careTeamSeenAt, practiceName: 'Riverside Family Practice', preferredLanguage: null, logoUrl: '/organizations/o-1/logo?v=ab12' })),
    send: jest.fn(async (input: { clientId: string; body: string }) => {
      const earlier = all.find((m) => m.clientId === input.clientId);
      const stored = earlier ?? msg(all.length + 1, { id: `mine-${all.length + 1}`, clientId: input.clientId, body: input.body, direction: 'inbound' });
      if (!earlier) all.push(stored);
      if (failNext > 0) {
        failNext -= 1;
        throw new HttpError(503, 'Service unavailable'); // stored, but the answer was lost
      }
      return stored;
    }),
  };
  return api;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('patient chat store', () => {
  it("reports the care team's messages read once each, up to the newest held", async () => {
    const api = fakeApi([msg(1, { direction: 'outbound' }), msg(2, { direction: 'inbound' }), msg(3, { direction: 'outbound' })]);
    const store = createPatientChatStore(api as never);
    expect(store.getState().practiceName).toBeNull();
    await store.load();
    // The heading names the practice once the first page is in.
    expect(store.getState().practiceName).toBe('Riverside Family Practice');
    expect(store.getState().logoUrl).toBe('/organizations/o-1/logo?v=ab12');
    store.reportRead();
    store.reportRead();
    expect(api.markRead.mock.calls).toEqual([[3]]);
    api.all.push(msg(4, { direction: 'inbound' }));
    await store.catchUp();
    store.reportRead();
    expect(api.markRead).toHaveBeenCalledTimes(1);
    api.all.push(msg(5, { direction: 'outbound' }));
    await store.catchUp();
    store.reportRead();
    expect(api.markRead).toHaveBeenLastCalledWith(5);
  });

  it("learns when the care team opened the conversation (the patient's Seen) on load and on every catch-up", async () => {
    const api = fakeApi([msg(1, { direction: 'inbound' })]);
    const store = createPatientChatStore(api as never);
    await store.load();
    expect(store.getState().careTeamSeenAt).toBeNull();
    api.seen('2026-11-28T10:00:00.000Z');
    await store.catchUp();
    expect(store.getState().careTeamSeenAt).toBe('2026-11-28T10:00:00.000Z');
  });

  it('loads the newest 20 in order and pages back to older ones', async () => {
    const api = fakeApi(Array.from({ length: 25 }, (_, i) => msg(i + 1)));
    const store = createPatientChatStore(api as never);
    await store.load();
    expect(store.getState().messages.map((m) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 6));
    expect(store.getState().hasOlder).toBe(true);
    await store.loadOlder();
    expect(store.getState().messages).toHaveLength(25);
    expect(store.getState().hasOlder).toBe(false);
  });

  it("refuses an empty message with SPEC's words, sending nothing", () => {
    const api = fakeApi([]);
    const store = createPatientChatStore(api as never);
    expect(store.send('   ')).toEqual(['A message body is required.']);
    expect(api.send).not.toHaveBeenCalled();
  });

  it('retries a send whose answer was lost with the same client id: one message, shown once', async () => {
    const api = fakeApi([msg(1)]);
    const store = createPatientChatStore(api as never, { newId: () => 'client-1' });
    await store.load();
    api.failTimes(1);
    store.send('Can I take it with food?');
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the first backoff
    await flush();
    expect(api.send.mock.calls.map(([input]) => input.clientId)).toEqual(['client-1', 'client-1']);
    expect(api.all.filter((m) => m.clientId === 'client-1')).toHaveLength(1);
    expect(store.getState().messages.filter((m) => m.clientId === 'client-1')).toHaveLength(1);
    expect(store.getState().pending).toEqual([]);
  });

  it('catches up on everything that arrived while the connection was down, each once', async () => {
    const api = fakeApi([msg(1), msg(2)]);
    const store = createPatientChatStore(api as never);
    await store.load();
    api.all.push(msg(3), msg(4));
    await Promise.all([store.catchUp(), store.catchUp()]);
    await store.catchUp();
    expect(store.getState().messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(api.since).toHaveBeenCalledWith(2);
  });

  it("shows a refused send with SPEC's prefix, and says the session expired on a 401", async () => {
    const api = fakeApi([]);
    api.send.mockRejectedValueOnce(new HttpError(400, 'The patient has opted out'));
    const store = createPatientChatStore(api as never, { newId: () => 'c-2' });
    await store.load();
    store.send('hello');
    await flush();
    expect(store.getState().pending[0]).toMatchObject({ delivery: 'failed', error: 'An error occurred: The patient has opted out' });
    api.since.mockRejectedValueOnce(new HttpError(401, 'expired'));
    await store.catchUp();
    expect(store.getState().status).toBe('expired');
  });
});
