/** Messages written on a weak signal: kept on the device, sent in order once, never after the session ended. */
import type { Message } from '@hearth/shared-kernel/domain';
import { HttpError } from '@hearth/shared-kernel/http';
import { STORAGE_KEYS, memoryStorage, type StorageLike } from '@hearth/shared-kernel/session';
import { createChatOutbox } from './chatOutbox';
import { createPatientChatStore } from './patientChatStore';

/** A server that, like the real one, keeps one message per client id and numbers them in arrival order. */
function fakeServer() {
  const all: Message[] = [];
  const send = jest.fn(async (input: { clientId: string; body: string }) => {
    const earlier = all.find((m) => m.clientId === input.clientId);
    if (earlier) return earlier;
    const seq = all.length + 1;
    const message = { id: `m${seq}`, clientId: input.clientId, body: input.body, direction: 'inbound', seq, sentAt: '2026-11-29T10:00:00Z' } as Message;
    all.push(message);
    return message;
  });
  const page = jest.fn(async () => ({ totalRecords: all.length, results: [...all].reverse(), careTeamSeenAt: null, practiceName: 'Riverside Family Practice' }));
  const api = { send, page, since: jest.fn(), markRead: jest.fn() };
  return { all, api };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function device(storage: StorageLike, session = 'sid-1') {
  let n = 0;
  return (api: unknown, retryMs?: number) =>
    createPatientChatStore(api as never, { newId: () => `${session}-c${++n}`, outbox: createChatOutbox(session, () => storage), retryMs });
}

/** A device that has gone offline with these messages written on it, waiting; a server of its own unless given one. */
async function writtenOffline(bodies: string[], session?: string, server = fakeServer()) {
  const storage = memoryStorage();
  const store = device(storage, session)(server.api);
  await store.load();
  await store.connectionChanged('offline');
  for (const body of bodies) store.send(body);
  return { ...server, storage, store };
}

/** The same device's page loaded again (a reload, or the next session's page). */
async function reopened(storage: StorageLike, api: unknown, session?: string) {
  const store = device(storage, session)(api);
  await store.load();
  return store;
}

const outboxCleared = (storage: StorageLike) => expect(storage.getItem(STORAGE_KEYS.chatOutbox)).toBeNull();

const saved = (storage: StorageLike) => JSON.parse(storage.getItem(STORAGE_KEYS.chatOutbox) ?? 'null') as { session: string; messages: { clientId: string; body: string }[] } | null;

describe('messages written offline', () => {
  it('wait on the device, then go in the order written, once each, when the connection returns', async () => {
    const { all, api, storage, store } = await writtenOffline(['First', 'Second']);
    expect(api.send).not.toHaveBeenCalled();
    expect(store.getState().pending.map((p) => [p.body, p.waiting])).toEqual([
      ['First', true],
      ['Second', true],
    ]);
    expect(saved(storage)?.messages.map((m) => m.body)).toEqual(['First', 'Second']);

    await store.connectionChanged('connecting');
    await settle();
    expect(all.map((m) => m.body)).toEqual(['First', 'Second']);
    expect(store.getState().messages.map((m) => m.body)).toEqual(['First', 'Second']);
    expect(store.getState().pending).toEqual([]);
    outboxCleared(storage);
  });

  it('survive a reload and go once, even the one the server already had (its answer lost)', async () => {
    const { all, api, storage } = await writtenOffline(['Kept one', 'Kept two']);
    // The first reached the server just before the page went away; its answer never came back.
    await api.send({ clientId: 'sid-1-c1', body: 'Kept one' });
    api.send.mockClear();

    const after = await reopened(storage, api);
    await settle();
    // The page already holds the first (matched by client id): only the second is sent, once.
    expect(api.send.mock.calls.map(([input]) => input.body)).toEqual(['Kept two']);
    expect(all.map((m) => m.body)).toEqual(['Kept one', 'Kept two']);
    expect(after.getState().messages.map((m) => m.body)).toEqual(['Kept one', 'Kept two']);
    expect(after.getState().pending).toEqual([]);
    outboxCleared(storage);
  });

  it('after a network failure, wait and go again with the same client id', async () => {
    jest.useFakeTimers();
    try {
      const { all, api } = fakeServer();
      const storage = memoryStorage();
      const store = device(storage)(api, 15_000);
      await store.load();
      const network = new TypeError('Failed to fetch');
      api.send.mockRejectedValueOnce(network).mockRejectedValueOnce(network).mockRejectedValueOnce(network);
      store.send('Through the tunnel');
      await jest.advanceTimersByTimeAsync(3_000); // the three attempts and their backoffs
      expect(api.send).toHaveBeenCalledTimes(3);
      expect(store.getState().pending[0]).toMatchObject({ body: 'Through the tunnel', delivery: 'pending', waiting: true });
      expect(saved(storage)?.messages).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(15_000); // the next try
      expect(all.map((m) => m.body)).toEqual(['Through the tunnel']);
      expect(new Set(api.send.mock.calls.map(([input]) => input.clientId))).toEqual(new Set(['sid-1-c1']));
      expect(store.getState().pending).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('are dropped from the device, never sent, and counted for the patient when the session has ended (401)', async () => {
    const { all, api, storage, store } = await writtenOffline(['One', 'Two']);
    api.send.mockRejectedValueOnce(new HttpError(401, 'expired'));
    await store.connectionChanged('connected');
    await settle();
    expect(all).toEqual([]);
    expect(api.send).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ status: 'expired', pending: [], undelivered: 2 });
    outboxCleared(storage);
  });

  it('a reload that finds the session ended drops them unsent', async () => {
    const { all, api, storage } = await writtenOffline(['Never']);
    api.send.mockClear();

    api.page.mockRejectedValueOnce(new HttpError(401, 'expired'));
    const after = await reopened(storage, api);
    await after.connectionChanged('connected');
    expect(api.send).not.toHaveBeenCalled();
    expect(all).toEqual([]);
    expect(after.getState()).toMatchObject({ status: 'expired', undelivered: 1 });
    outboxCleared(storage);
  });

  it("another session's messages are dropped from the device, never sent, and counted", async () => {
    const { all, api, storage } = await writtenOffline(['From the ended session'], 'old-sid');

    const next = await reopened(storage, api, 'new-sid');
    await settle();
    expect(all).toEqual([]);
    expect(next.getState()).toMatchObject({ status: 'ready', pending: [], undelivered: 1 });
    outboxCleared(storage);
  });
});
