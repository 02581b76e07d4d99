import { CATCH_UP_BATCH, catchUpAfter, emptyThread, failed, newestSeq, oldestSeq, pendingOf, received, sending, type PendingSend, type StoredMessage } from './thread';

type M = StoredMessage & { body: string };
type P = PendingSend & { body: string };
const m = (seq: number, clientId: string | null = null): M => ({ id: `m${seq}`, seq, clientId, body: `message ${seq}` });

describe('thread reducer', () => {
  it('keeps each server message once, in seq order, whatever order they arrive in', () => {
    let s = received(emptyThread<M, P>(), [m(3), m(1)]);
    s = received(s, [m(2), m(3), { ...m(1), body: 'edited' }]);
    expect(s.messages.map((x) => x.id)).toEqual(['m1', 'm2', 'm3']);
    expect(s.messages[0].body).toBe('edited');
    expect([oldestSeq(s), newestSeq(s)]).toEqual([1, 3]);
  });

  it('shows a send as pending until the server message with its client id replaces it', () => {
    let s = sending(emptyThread<M, P>(), { clientId: 'c1', body: 'Hello', delivery: 'pending' });
    s = received(s, [m(1)]);
    expect(s.pending.map((p) => p.clientId)).toEqual(['c1']);
    s = received(s, [m(2, 'c1')]);
    expect(s.pending).toEqual([]);
    expect(s.messages.map((x) => x.id)).toEqual(['m1', 'm2']);
  });

  it('marks a failed send, and a retry puts it back to pending in place of itself', () => {
    let s = sending(emptyThread<M, P>(), { clientId: 'c1', body: 'Hello', delivery: 'pending' });
    s = failed(s, 'c1', 'An error occurred: refused');
    expect(pendingOf(s, 'c1')).toMatchObject({ delivery: 'failed', error: 'An error occurred: refused' });
    s = sending(s, pendingOf(s, 'c1')!);
    expect(s.pending).toEqual([{ clientId: 'c1', body: 'Hello', delivery: 'pending', error: undefined }]);
  });

  it('catches up batch by batch after the newest seq until a short answer', async () => {
    const server = Array.from({ length: CATCH_UP_BATCH * 2 + 5 }, (_, i) => m(i + 1));
    let s = received(emptyThread<M, P>(), server.slice(0, 3));
    const asked: number[] = [];
    await catchUpAfter(
      async (after) => {
        asked.push(after);
        return { results: server.filter((x) => x.seq > after).slice(0, CATCH_UP_BATCH) };
      },
      () => newestSeq(s) ?? 0,
      (results) => (s = received(s, results)),
    );
    expect(asked).toEqual([3, 3 + CATCH_UP_BATCH, 3 + 2 * CATCH_UP_BATCH]);
    expect(s.messages).toHaveLength(server.length);
  });
});
